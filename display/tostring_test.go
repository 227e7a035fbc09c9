package display

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// readGoldenLines returns the tab-separated fields of each line of a
// golden file.
func readGoldenLines(t *testing.T, path string, fields int) [][]string {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var lines [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), "\t", fields)
		require.Len(t, parts, fields, sc.Text())
		lines = append(lines, parts)
	}
	require.NoError(t, sc.Err())
	return lines
}

// decodeResult splits a recorded "=base64" or "!error" result.
func decodeResult(t *testing.T, res string) (text string, errMsg string, isErr bool) {
	if res[0] == '!' {
		return "", res[1:], true
	}
	b, err := base64.StdEncoding.DecodeString(res[1:])
	require.NoError(t, err)
	return string(b), "", false
}

// TestToStringAgainstPuppet checks the notice/interpolation conversion
// against Puppet 7 (testdata/tostring.golden).
func TestToStringAgainstPuppet(t *testing.T) {
	lines := readGoldenLines(t, "testdata/tostring.golden", 2)
	require.Greater(t, len(lines), 40)
	for _, l := range lines {
		v, err := parseLiteral(l[0])
		require.NoError(t, err, l[0])
		want, _, _ := decodeResult(t, l[1])
		assert.Equal(t, want, ToString(v), l[0])
		assert.Equal(t, want, string(AppendToString([]byte{}, v)), l[0])
	}
}

// TestSprintfAgainstPuppet checks sprintf against Puppet 7
// (testdata/sprintf.golden): conversions of every kind of argument,
// named and positional references and Ruby's errors.
func TestSprintfAgainstPuppet(t *testing.T) {
	lines := readGoldenLines(t, "testdata/sprintf.golden", 3)
	require.Greater(t, len(lines), 60)
	for _, l := range lines {
		format, err := parseLiteral(l[0])
		require.NoError(t, err, l[0])
		var exprs []string
		require.NoError(t, json.Unmarshal([]byte(l[1]), &exprs))
		args := make([]types.Value, len(exprs))
		for i, e := range exprs {
			args[i], err = parseLiteral(e)
			require.NoError(t, err, e)
		}
		label := "sprintf(" + l[0] + ", " + strings.Join(exprs, ", ") + ")"
		want, wantErr, isErr := decodeResult(t, l[2])
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
