package builtins

import (
	"strings"
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

// TestJoinedSize checks the room join makes: the exact length of a short
// join of strings, a start for other elements, at most 64 KB however
// long the strings are.
func TestJoinedSize(t *testing.T) {
	big := types.String(make([]byte, 1<<20))
	cases := []struct {
		a     *types.Array
		delim string
		want  int
	}{
		{types.EmptyArray, ",", 0},
		{types.ArrayOf(types.String("a")), ",", 1},
		{types.ArrayOf(types.String("web"), types.String("1"), types.String("example")), ".", 13},
		{types.ArrayOf(types.String("a"), types.Int(12), types.ArrayOf(types.String("b"))), "--", 5},
		{types.ArrayOf(big, big, big), ",", 1 << 16},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, joinedSize(c.a, c.delim))
	}
	for _, c := range cases[:3] {
		var b strings.Builder
		joinInto(&b, c.a, c.delim, true, nil)
		assert.Equal(t, c.want, b.Len(), "a join of strings alone is as long as its room")
	}
}
