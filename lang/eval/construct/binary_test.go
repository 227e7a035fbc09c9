package construct

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// TestBase64Decoders checks the three base64 readers of Binary.new
// against Ruby's decode64 (%b), urlsafe_decode64 (%u) and
// strict_decode64 (%B), recorded by testdata/ruby_base64.rb: each row is
// the format, the text and the bytes, or an error where Ruby rejects the
// text.
func TestBase64Decoders(t *testing.T) {
	rows := golden.ReadTable(t, "testdata/ruby_base64.golden")
	require.NotEmpty(t, rows)
	decoders := map[string]func(string) ([]byte, error){
		"b": func(s string) ([]byte, error) { return lenientBase64(s), nil },
		"u": urlSafeBase64,
		"B": strictBase64,
	}
	for _, r := range rows {
		require.Len(t, r.Fields, 2, r.Name())
		decode, ok := decoders[r.Fields[0]]
		require.True(t, ok, "%s: no format %q", r.Name(), r.Fields[0])
		got, err := decode(r.Fields[1])
		if _, rejected := r.WantError(); rejected {
			assert.Error(t, err, "%%%s %q", r.Fields[0], r.Fields[1])
		} else if assert.NoError(t, err, "%%%s %q", r.Fields[0], r.Fields[1]) {
			assert.Equal(t, r.Want, decimalBytes(got), "%%%s %q", r.Fields[0], r.Fields[1])
		}
	}
}

// decimalBytes writes bytes as the table has them: decimal, separated by
// spaces.
func decimalBytes(bs []byte) string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = strconv.Itoa(int(b))
	}
	return strings.Join(out, " ")
}
