package display

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/types"
)

// TestToStringAgainstPuppet checks the notice/interpolation conversion
// against Puppet 7 (testdata/tostring.golden).
func TestToStringAgainstPuppet(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/tostring.golden")
	require.Greater(t, len(rows), 40)
	for _, r := range rows {
		require.Len(t, r.Fields, 1, r.Name())
		v, err := parseLiteral(r.Fields[0])
		require.NoError(t, err, r.Fields[0])
		assert.Equal(t, r.Want, ToString(v), r.Fields[0])
		assert.Equal(t, r.Want, string(AppendToString([]byte{}, v)), r.Fields[0])
	}
}

// TestSprintfAgainstPuppet checks sprintf against Puppet 7
// (testdata/sprintf.golden): conversions of every kind of argument,
// named and positional references and Ruby's errors.
func TestSprintfAgainstPuppet(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/sprintf.golden")
	require.Greater(t, len(rows), 60)
	for _, r := range rows {
		require.Len(t, r.Fields, 2, r.Name())
		format, err := parseLiteral(r.Fields[0])
		require.NoError(t, err, r.Fields[0])
		var exprs []string
		require.NoError(t, json.Unmarshal([]byte(r.Fields[1]), &exprs))
		args := make([]types.Value, len(exprs))
		for i, e := range exprs {
			args[i], err = parseLiteral(e)
			require.NoError(t, err, e)
		}
		label := "sprintf(" + r.Fields[0] + ", " + strings.Join(exprs, ", ") + ")"
		want := r.Want
		wantErr, isErr := r.WantError()
		got, err := Sprintf(string(format.(types.String)), args, nil)
		if isErr {
			assert.EqualError(t, err, wantErr, label)
			continue
		}
		if assert.NoError(t, err, label) {
			assert.Equal(t, want, got, label)
		}
	}
}
