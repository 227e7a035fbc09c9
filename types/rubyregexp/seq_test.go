package rubyregexp

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeqApplies: the sequences of ASCII literals and classes that
// cannot backtrack are run by seq; anything else is left to the engines.
func TestSeqApplies(t *testing.T) {
	for _, c := range []struct {
		pattern string
		seq     bool
	}{
		{`(\d+)ms`, true},
		{`^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)`, true},
		{`10\.0\.(\d+)\.(\d+)`, true},
		{`" (5\d\d) `, true},
		{`"GET \/api\/v(\d)\/([a-z]+)`, true},
		{`\s(?i:error)\s`, true},
		{`(?<v>v\d)`, true},
		{`\A\d+\z`, true},
		{`^[a-z]+$`, true},
		{`x(a)(b)y`, true},
		{`a{2,}b`, true},
		{`\d+\d`, false}, // the repeat could give a digit back
		{`\d+x?`, false}, // what follows can be empty
		{`\d*x`, true},   // a run that may be empty before a literal
		{`(\s*)=\s*`, true},
		{`^\d*x`, false},     // an empty run at a line start
		{`\d*`, false},       // can match the empty string
		{`\d*\s`, false},     // an empty run before a class
		{`\d{0,2}x`, false},  // a bounded run that may be empty
		{`[\s\d]+$`, false},  // could give a newline back to $
		{`\d+?x`, false},     // lazy
		{`(a|b)c`, false},    // alternation
		{`(ab)+`, false},     // a repeated group
		{`(?i)kx`, false},    // K folds to the Kelvin sign
		{`éx\d`, false},      // not ASCII
		{`[^a]\d`, false},    // a class with non-ASCII characters
		{`\bx\d`, false},     // a word boundary
		{`a\Kb\d`, false},    // \K
		{`(?=a)a\d`, false},  // look-ahead
		{`\d`, false},        // a class alone: accel finds it
		{`abc`, false},       // a literal alone: accel finds it
		{`(a)\1`, false},     // a backreference (backtracking engine)
		{`a(?<n>b)\d`, true}, // named groups
		{`(a)(?:b)(c)\d`, true},
	} {
		re, err := Compile(c.pattern)
		require.NoError(t, err, c.pattern)
		assert.Equal(t, c.seq, re.seq != nil, "%s", c.pattern)
	}
}

// TestSeqMatchesBacktracker: seq finds what the backtracking engine
// finds, with the same groups, from every position of random inputs, for
// hand-picked patterns and random ones of the shape seq runs.
func TestSeqMatchesBacktracker(t *testing.T) {
	rnd := rand.New(rand.NewPCG(5, 6))
	patterns := []string{`(\d+)ms`, `^(\d{2})-(\d)`, `1\.(\d+)\.(\d+)`, `" (5\d\d) `, `\s(?i:ms)\s`, `(?<v>m\d)`,
		`\A\d+\z`, `^[a-z]+$`, `x(a)(b)y`, `m(a)(s)-`, `-(m)s`, `(\d{1,3})\.`, `a()b\d`, `((a)(s))\d{2,3}`, `^\d+$`, `m\d+\z`, `\s+1`, `\s*-\s*`, `(\d*)\.`, `a*(m)`}
	for range 300 {
		patterns = append(patterns, randomSeqPattern(rnd))
	}
	alphabet := []rune("ams -1.2\n\"5éx")
	used := 0
	for _, p := range patterns {
		re, err := Compile(p)
		require.NoError(t, err, p)
		if re.seq == nil {
			continue
		}
		used++
		for range 200 {
			in := make([]rune, rnd.IntN(24))
			for j := range in {
				in[j] = alphabet[rnd.IntN(len(alphabet))]
			}
			requireSameAsBacktracker(t, re, p, string(in))
		}
	}
	assert.Greater(t, used, 80, "patterns run by seq")
}

// randomSeqPattern writes a random sequence of literals, classes and
// repeats, some in groups, with anchors at either end.
func randomSeqPattern(rnd *rand.Rand) string {
	atoms := []string{"a", "m", "s", `\d`, `\s`, "[am]", `\.`, "-", "[0-9a]", `(?i:m)`, `"`}
	quants := []string{"", "", "", "+", "*", "?", "{2}", "{1,2}", "{2,}", "++", "{1}?"}
	var b strings.Builder
	switch rnd.IntN(4) {
	case 0:
		b.WriteString("^")
	case 1:
		b.WriteString(`\A`)
	}
	open := 0
	for i, n := 0, 1+rnd.IntN(4); i < n; i++ {
		if rnd.IntN(4) == 0 {
			b.WriteString("(")
			open++
		}
		b.WriteString(atoms[rnd.IntN(len(atoms))])
		b.WriteString(quants[rnd.IntN(len(quants))])
		if open > 0 && rnd.IntN(3) == 0 {
			b.WriteString(")")
			open--
		}
	}
	b.WriteString(strings.Repeat(")", open))
	switch rnd.IntN(4) {
	case 0:
		b.WriteString("$")
	case 1:
		b.WriteString(`\z`)
	}
	return b.String()
}

// TestSeqGivesUpOnQuadraticInputs: a search that would look at each byte
// many times is left to RE2, which finds the same.
func TestSeqGivesUpOnQuadraticInputs(t *testing.T) {
	re, err := Compile(`1\d{1,900}x`)
	require.NoError(t, err)
	require.NotNil(t, re.seq)
	s := strings.Repeat("1", 3000)
	_, done := re.seq.find(s, 0)
	assert.False(t, done)
	m, err := re.FindStringSubmatchIndex(s + "x")
	require.NoError(t, err)
	assert.Equal(t, []int{2099, 3001}, m)
	m, err = re.FindStringSubmatchIndex(s)
	require.NoError(t, err)
	assert.Nil(t, m)
}

// TestSeqSkipsRuns: a failed search from the start of a run of the first
// class does not start again inside it, so long runs cost one pass.
func TestSeqSkipsRuns(t *testing.T) {
	re, err := Compile(`(\d+)ms`)
	require.NoError(t, err)
	s := strings.Repeat("1", 5000) + " 12ms"
	m, done := re.seq.find(s, 0)
	assert.True(t, done)
	assert.Equal(t, []int{5001, 5005, 5001, 5003}, m)
}

// TestSeqGroups: the groups seq reports, next to literals and around
// repeats, empty or not.
func TestSeqGroups(t *testing.T) {
	for _, c := range []struct {
		pattern, input string
		want           []int
	}{
		{`m(a)(s)-`, "xmas-", []int{1, 5, 2, 3, 3, 4}},
		{`x(ab)y\d`, "xaby1", []int{0, 5, 1, 3}},
		{`(\d+)ms`, "t 12ms", []int{2, 6, 2, 4}},
		{`a()b\d`, "ab1", []int{0, 3, 1, 1}},
		{`((a)(b))\d{2,3}`, "ab1234", []int{0, 5, 0, 2, 0, 1, 1, 2}},
		{`(?<v>v\d)-(\d)`, "v1-2", []int{0, 4, 0, 2}},
		{`^(\d{4})-(\d\d)$`, "x\n2024-03\n", []int{2, 9, 2, 6, 7, 9}},
		{`(a\d*)(\s)`, "a \n", []int{0, 2, 0, 1, 1, 2}},
		{`\Aab\d`, "xab1", nil},
		{`\Aab\d`, "ab1", []int{0, 3}},
		{`^ab\d`, "xab1\nab2", []int{5, 8}},
		{`^ab\d`, "xab1\n", nil},
		{`\d+\z`, "12\n34", []int{3, 5}},
		{`\d+$`, "12\n34", []int{0, 2}},
	} {
		re, err := Compile(c.pattern)
		require.NoError(t, err, c.pattern)
		require.NotNil(t, re.seq, c.pattern)
		found, done := re.seq.find(c.input, 0)
		require.True(t, done)
		assert.Equal(t, c.want, found, "/%s/ on %q (seq)", c.pattern, c.input)
		got, err := re.FindStringSubmatchIndex(c.input)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "/%s/ on %q", c.pattern, c.input)
		want, err := re.exec(&subject{s: c.input, useBT: true}, 0)
		require.NoError(t, err)
		assert.Equal(t, want, got, "/%s/ on %q (backtracking)", c.pattern, c.input)
	}
}

// FuzzSeqMatchesBacktracker: for any pattern seq runs, its matches from
// every position are the backtracking engine's.
func FuzzSeqMatchesBacktracker(f *testing.F) {
	for _, seed := range []struct{ pattern, input string }{
		{`(\d+)ms`, "1 22ms"}, {`^(\d{2})-(\d)$`, "x\n12-3\n"}, {`\A"(5\d\d) `, `"503 `}, {`\s(?i:ms)\s+`, " mS  "},
		{`a()b\d{2,}\z`, "ab123"}, {`(?<v>v\d)[a-c]{1,2}`, "v1abc"}, {`\s*=\s*`, "a = b"}, {`(\d*)x`, "ax 1x"},
	} {
		f.Add(seed.pattern, seed.input)
	}
	f.Fuzz(func(t *testing.T, pattern, input string) {
		re, err := Compile(pattern)
		if err != nil || re.seq == nil || !utf8.ValidString(input) {
			return
		}
		if len(input) > 64 {
			input = strings.ToValidUTF8(input[:64], "")
		}
		requireSameAsBacktracker(t, re, pattern, input)
	})
}

// TestSeqRunLiteral: a pattern starting with a run followed by a literal
// is searched from the literal's occurrences, each taken only when the
// run precedes it, the match starting where that run does.
func TestSeqRunLiteral(t *testing.T) {
	for _, c := range []struct {
		pattern, input string
		pos            int
		runLit         string
		want           []int
	}{
		{`(\d+)ms`, "ms 5 xms 12ms", 0, "ms", []int{9, 13, 9, 11}},
		{`(\d+)ms`, "1234ms", 2, "ms", []int{2, 6, 2, 4}},
		{`(\d+)ms`, "1234ms", 4, "ms", nil},
		{`\d{3,}ms(\d)`, "12ms1 1234ms 999ms9", 0, "ms", []int{13, 19, 18, 19}},
		{`[a-c]+m1m`, "m1m1m abm1m", 0, "m1m", []int{6, 11}},
		{`\d+ab`, "xab 1ab", 0, "ab", []int{4, 7}},
		{`^\d+ms`, "x 1ms\n2ms", 0, "", []int{6, 9}},
		{`\A\d+ms`, "1ms", 0, "", []int{0, 3}},
		{`\s*=\s*`, "a=b", 0, "=", []int{1, 2}},
		{`\s*=\s*`, "k  =  v = w", 0, "=", []int{1, 6}},
		{`\s*=\s*`, "k  =  v = w", 4, "=", []int{7, 10}},
		{`(\d*)x`, "ax 1x", 0, "x", []int{1, 2, 1, 1}},
		{`(\d*)x`, "12x", 1, "x", []int{1, 3, 1, 2}},
	} {
		re, err := Compile(c.pattern)
		require.NoError(t, err, c.pattern)
		require.NotNil(t, re.seq, c.pattern)
		assert.Equal(t, c.runLit, re.seq.runLit, c.pattern)
		got, done := re.seq.find(c.input, c.pos)
		require.True(t, done)
		assert.Equal(t, c.want, got, "/%s/ on %q from %d", c.pattern, c.input, c.pos)
		requireSameAsBacktracker(t, re, c.pattern, c.input)
	}
}
