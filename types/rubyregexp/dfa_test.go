package rubyregexp

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchMatches is MatchString's answer without the automaton: the
// leftmost search of the engines.
func searchMatches(t testing.TB, r *Regexp, s string) bool {
	sub, err := r.newSubject(s, nil)
	require.NoError(t, err)
	m, err := r.exec(&sub, 0)
	require.NoError(t, err)
	return m != nil
}

// checkDFA compares MatchString, which asks the automaton first, with the
// search of the engines.
func checkDFA(t testing.TB, pattern, input string) {
	r, err := Compile(pattern)
	if err != nil {
		return
	}
	got, err := r.MatchString(input)
	if err != nil {
		return
	}
	assert.Equal(t, searchMatches(t, r, input), got, "%q =~ /%s/", input, pattern)
}

func TestDFAMatchesSearch(t *testing.T) {
	cases := []struct{ pattern, input string }{
		{`\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`, "1234"},
		{`\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`, "- 0x4d2"},
		{`\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`, "12a"},
		{`^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`, "%08X"},
		{`^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`, "x\n%-8.3f\ny"},
		{`^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`, "%%"},
		{`\A(web|db|cache|queue)-[0-9]+\z`, "cache-17"},
		{`\A(web|db|cache|queue)-[0-9]+\z`, "cache-17\n"},
		{`^$`, "a\n"}, {`^$`, "\n"}, {`^`, "a\n"}, {`a$`, "a\nb"}, {`a\z`, "a\n"}, {`a\Z`, "a\n"},
		{`(?i)WaRn`, "a warning"}, {`[^a]`, "aaa"}, {`.`, "\n"}, {`(?m).`, "\n"}, {``, ""},
		{`\bword\b`, "a word"}, {`x*`, "é"}, {`é`, "café"},
	}
	for _, c := range cases {
		checkDFA(t, c.pattern, c.input)
	}
}

// TestDFARandomPatterns compares the automaton with the engines over the
// random patterns of the Ruby comparison, on ASCII inputs.
func TestDFARandomPatterns(t *testing.T) {
	g := &patternGen{rnd: rand.New(rand.NewPCG(7, 11))}
	ascii := []rune("abcAB \n1-")
	for range 400 {
		g.groups, g.closed = 0, nil
		p := g.alt(0)
		for range 4 {
			rs := make([]rune, g.rnd.IntN(9))
			for i := range rs {
				rs[i] = ascii[g.rnd.IntN(len(ascii))]
			}
			checkDFA(t, p, string(rs))
		}
	}
}

// TestDFAGivesUpWhenLarge: a pattern whose automaton would need more
// states than the bound is answered by RE2 instead, still correctly.
func TestDFAGivesUpWhenLarge(t *testing.T) {
	r, err := Compile(`a[ab]{12}c`)
	require.NoError(t, err)
	input := strings.Repeat("ab", 600) + "a" + strings.Repeat("b", 12) + "c"
	ok, err := r.MatchString(input)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.True(t, r.dfa == nil || r.dfa.givenUp || len(r.dfa.states) <= dfaMaxStates)
}

// FuzzDFA checks the automaton against the engines on any pattern and
// ASCII input.
func FuzzDFA(f *testing.F) {
	f.Add(`\A[+-]?\s*(?:\d+|0[xX][0-9A-Fa-f]+)\z`, "0x1f")
	f.Add(`^%([1-9][0-9]*)?[a-z]$`, "a\n%8d\n")
	f.Add(`(?i)a|b$`, "xB\n")
	f.Fuzz(func(t *testing.T, pattern, input string) {
		if len(input) > 64 || !isASCII(input) {
			return
		}
		checkDFA(t, pattern, input)
	})
}
