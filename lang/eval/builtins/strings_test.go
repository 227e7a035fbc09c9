package builtins

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/internal/ruby/rubystr"
	"prepl/types"
)

// TestMapString checks that a string function gives the converted text
// when it changes and the very value it was given, boxing nothing, when
// it does not.
func TestMapString(t *testing.T) {
	cases := []struct {
		conv     func(string) string
		in, want string
	}{
		{rubystr.Downcase, "web", "web"},
		{rubystr.Downcase, "Web", "web"},
		{rubystr.Upcase, "WEB-1", "WEB-1"},
		{rubystr.Upcase, "web-1", "WEB-1"},
		{rubystr.Capitalize, "Example", "Example"},
		{rubystr.Capitalize, "eXAMPLE", "Example"},
		{rubystr.Capitalize, "", ""},
		{rubystr.Strip, " x ", "x"},
		{rubystr.Strip, "x", "x"},
	}
	for _, c := range cases {
		in := types.Value(types.String(c.in))
		assert.Equal(t, types.String(c.want), mapString(in, c.conv), "%q", c.in)
		if c.in == c.want {
			allocs := testing.AllocsPerRun(20, func() { in = mapString(in, c.conv) })
			assert.Zero(t, allocs, "%q", c.in)
		}
	}
}
