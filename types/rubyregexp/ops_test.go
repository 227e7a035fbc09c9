package rubyregexp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opsCases exercise scan, sub, gsub and split, including the corner cases
// of empty matches, \K, named groups and multi-byte text; Ruby's results
// are in testdata/ops.golden.
var opsCases = []gcase{
	// scan
	{Op: "scan", Pattern: `b*`, Input: "abc"},
	{Op: "scan", Pattern: `\d+`, Input: "a1b22c333"},
	{Op: "scan", Pattern: `(\w)(\d)?`, Input: "a1b c2"},
	{Op: "scan", Pattern: `^`, Input: "a\nb\n"},
	{Op: "scan", Pattern: `$`, Input: "a\nb\n"},
	{Op: "scan", Pattern: `^.`, Input: "ab\ncd\n\nef"},
	{Op: "scan", Pattern: `\b`, Input: "héllo wörld"},
	{Op: "scan", Pattern: `\B`, Input: "héllo"},
	{Op: "scan", Pattern: `\Aa|b`, Input: "aab"},
	{Op: "scan", Pattern: `\Gb|a`, Input: "abab"},
	{Op: "scan", Pattern: `a\K`, Input: "aaa"},
	{Op: "scan", Pattern: `(?<=a)`, Input: "aba"},
	{Op: "scan", Pattern: `x*`, Input: "éü"},
	{Op: "scan", Pattern: `.`, Input: "日本😀"},
	{Op: "scan", Pattern: `(?<w>\w+)`, Input: "ab cd"},
	{Op: "scan", Pattern: `(a)|(b)`, Input: "ab"},
	{Op: "scan", Pattern: `\bfoo\b`, Input: "foo éfoo foo_ foo"},
	// sub and gsub
	{Op: "gsub", Pattern: `b*`, Input: "abc", Repl: "-"},
	{Op: "gsub", Pattern: `x*`, Input: "éü", Repl: "-"},
	{Op: "gsub", Pattern: `^`, Input: "ab\nc\n", Repl: "> "},
	{Op: "gsub", Pattern: `$`, Input: "a\nb\n", Repl: "!"},
	{Op: "gsub", Pattern: `^\s*`, Input: "  a\n b\n", Repl: ""},
	{Op: "gsub", Pattern: `a\K`, Input: "aaa", Repl: "-"},
	{Op: "gsub", Pattern: `\Gb|a`, Input: "abc", Repl: "-"},
	{Op: "gsub", Pattern: `(?=ab\K)a`, Input: "abc", Repl: "-"},
	{Op: "gsub", Pattern: `[öé]`, Input: "héllo wörld", Repl: "_"},
	{Op: "gsub", Pattern: `(\w)(\d)`, Input: "a1 b2", Repl: `\2\1`},
	{Op: "gsub", Pattern: `o`, Input: "foo", Repl: `[\0|\&|\` + "`" + `|\']`},
	{Op: "sub", Pattern: `(?<x>b)`, Input: "abc", Repl: "[\\k<x>|\\0|\\&|\\`|\\'|\\\\]"},
	{Op: "sub", Pattern: `(?<n>a)`, Input: "ab", Repl: `\1-\k<n>-\0`},
	{Op: "sub", Pattern: `(a)`, Input: "ab", Repl: `[\2\9]`},
	{Op: "sub", Pattern: `(a)`, Input: "ab", Repl: `\k`},
	{Op: "sub", Pattern: `a`, Input: "ab", Repl: `\`},
	{Op: "sub", Pattern: `a`, Input: "ab", Repl: `x\yz\é\\\\`},
	{Op: "gsub", Pattern: `(?<n>a)|(?<n>b)`, Input: "aXbX", Repl: `<\k<n>>`},
	{Op: "sub", Pattern: `(a)`, Input: "ab", Repl: `\k<1>`},
	{Op: "sub", Pattern: `(?<n>a)`, Input: "ab", Repl: `\k<m>`},
	{Op: "sub", Pattern: `(?<n>a)`, Input: "ab", Repl: `\k<n`},
	{Op: "sub", Pattern: `a`, Input: "xyz", Repl: `\k<zz>`},
	{Op: "sub", Pattern: `x*`, Input: "abc", Repl: "-"},
	{Op: "sub", Pattern: `c`, Input: "abc", Repl: `\'|`},
	{Op: "gsub", Pattern: `10\.0\.(\d+)\.(\d+)`, Input: "a 10.0.3.44 b", Repl: `x.x.\2.\1`},
	{Op: "gsub", Pattern: `(?<v>v\d)`, Input: "/api/v1/x/v2", Repl: "V"},
	{Op: "gsub", Pattern: `(é)(ü)?`, Input: "aéüé", Repl: `<\2\1>`},
	{Op: "gsub", Pattern: `\s(?i:error)\s`, Options: "", Input: "a ERROR b error c", Repl: "!"},
	{Op: "gsub", Pattern: `a b`, Options: "x", Input: "ab a b", Repl: "-"},
	{Op: "gsub", Pattern: `A`, Options: "i", Input: "aAb", Repl: "-"},
	{Op: "gsub", Pattern: `a.b`, Options: "m", Input: "a\nb", Repl: "-"},
	// split
	{Op: "split", Pattern: `,`, Input: "a,b,,c,,"},
	{Op: "split", Pattern: `,`, Input: ",a"},
	{Op: "split", Pattern: `,`, Input: ""},
	{Op: "split", Pattern: ``, Input: ""},
	{Op: "split", Pattern: ``, Input: "abc"},
	{Op: "split", Pattern: ``, Input: "héllo"},
	{Op: "split", Pattern: `x*`, Input: "abc"},
	{Op: "split", Pattern: `,*`, Input: "a,b"},
	{Op: "split", Pattern: `\s`, Input: "a b  c "},
	{Op: "split", Pattern: `(\s)`, Input: "a b  c "},
	{Op: "split", Pattern: `(b)|(x)`, Input: "abc"},
	{Op: "split", Pattern: `(?<n>b)`, Input: "abc"},
	{Op: "split", Pattern: `(?=b)`, Input: "abcb"},
	{Op: "split", Pattern: `a`, Input: "aaa"},
	{Op: "split", Pattern: `a`, Input: "aaa", Limit: -1},
	{Op: "split", Pattern: `,`, Input: "a,b,c", Limit: 2},
	{Op: "split", Pattern: `,`, Input: ",a,", Limit: -1},
	{Op: "split", Pattern: `,`, Input: "a,b", Limit: 1},
	{Op: "split", Pattern: `,`, Input: "", Limit: 1},
	{Op: "split", Pattern: ``, Input: "abc", Limit: 2},
	{Op: "split", Pattern: `,`, Input: "a,b,c,,", Limit: 10},
	{Op: "split", Pattern: `^`, Input: "a\nb\n"},
	{Op: "split", Pattern: `$`, Input: "a\nb\n"},
	{Op: "split", Pattern: `\b`, Input: "héllo wörld"},
	{Op: "split", Pattern: `a\K`, Input: "babab"},
	{Op: "split", Pattern: `(?<=,)`, Input: "a,b,"},
	{Op: "split", Pattern: `\s*`, Input: " a b "},
	{Op: "split", Pattern: `(-)|(\s)`, Input: "a-b c"},
	{Op: "split", Pattern: `ö`, Input: "aöböc"},
	{Op: "split", Pattern: `\p{Zs}+`, Input: "a\u00a0b c"},
}

func TestOperationsAgainstRuby(t *testing.T) {
	checkGolden(t, "ops", opsCases)
}

func TestReplaceFuncSeesEachMatch(t *testing.T) {
	re, err := Compile(`(\d)|x`)
	require.NoError(t, err)
	var seen [][]int
	got, err := re.ReplaceFunc("a1xb2", true, func(m []int) string {
		seen = append(seen, m)
		return "<" + "a1xb2"[m[0]:m[1]] + ">"
	})
	require.NoError(t, err)
	assert.Equal(t, "a<1><x>b<2>", got)
	assert.Equal(t, [][]int{{1, 2, 1, 2}, {2, 3, -1, -1}, {4, 5, 4, 5}}, seen)

	got, err = re.ReplaceFunc("a1xb2", false, func([]int) string { return `\0` })
	require.NoError(t, err)
	assert.Equal(t, `a\0xb2`, got, "the callback's text is used verbatim")
}

func TestFindAllLimit(t *testing.T) {
	re, err := Compile(`\d`)
	require.NoError(t, err)
	all, err := re.FindAllStringSubmatchIndex("1a2b3", 2)
	require.NoError(t, err)
	assert.Equal(t, [][]int{{0, 1}, {2, 3}}, all)
	none, err := re.FindAllStringSubmatchIndex("abc", -1)
	require.NoError(t, err)
	assert.Empty(t, none)
}
