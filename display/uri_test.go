package display

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/types"
)

// TestURIText checks how URI values print (Puppet 7's string_PURIType
// and to_s).
func TestURIText(t *testing.T) {
	u, err := types.ParseURI("HTTP://x:80/p")
	require.NoError(t, err)
	assert.Equal(t, "http://x/p", ToString(u))
	assert.Equal(t, "[http://x/p]", ToString(types.ArrayOf(u)))
	cases := []struct{ format, want string }{
		{"%p", "URI('http://x/p')"},
		{"%s", "http://x/p"},
		{"%#s", "'http://x/p'"},
		{"%12s", "  http://x/p"},
		{"%.4s", "http"},
	}
	for _, c := range cases {
		got, err := FormatValue(u, types.String(c.format))
		if assert.NoError(t, err, c.format) {
			assert.Equal(t, c.want, got, c.format)
		}
	}
	got, err := FormatValue(types.ArrayOf(u), types.Default)
	require.NoError(t, err)
	assert.Equal(t, "[URI('http://x/p')]", got)
	_, err = FormatValue(u, types.String("%d"))
	assert.EqualError(t, err, "Illegal format 'd' specified for value of URI type - expected one of the characters 'sp'")
}
