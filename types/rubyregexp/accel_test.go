package rubyregexp

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIndexFold: the case-insensitive search for a required literal
// finds its first occurrence in any ASCII case, and nothing else.
func TestIndexFold(t *testing.T) {
	for _, c := range []struct {
		s, text string
		want    int
	}{
		{"", "ab", -1},
		{"a", "ab", -1},
		{"ab", "ab", 0},
		{"AB", "ab", 0},
		{"xaB", "ab", 1},
		{"Ax aX AB", "ab", 6},
		{"aaaAAAab", "ab", 6},
		{"GET ERROR x", "error", 4},
		{"GET error", "error", 4},
		{"GET errors", "error", 4},
		{"Erro", "error", -1},
		{"ERRO eRRoR", "error", 5},
		{"1ms 2MS", ":ms", -1},
		{"a:MS", ":ms", 1},
		{"é:Ms", ":ms", 2},
		{"\u212a", "k", -1}, // the Kelvin sign is not ASCII
		{"kK", "kk", 0},
	} {
		assert.Equal(t, c.want, indexFold(c.s, c.text), "%q in %q", c.text, c.s)
	}
}

// TestIndexFoldRandom compares indexFold with strings.Index on inputs
// lower-cased byte by byte.
func TestIndexFoldRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	lowerASCII := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if c >= 'A' && c <= 'Z' {
				b[i] = c + 'a' - 'A'
			}
		}
		return string(b)
	}
	const alphabet = "aAbB1 :é"
	random := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(alphabet[rnd.IntN(len(alphabet))])
		}
		return b.String()
	}
	for range 20000 {
		text := lowerASCII(random(1 + rnd.IntN(3)))
		s := random(rnd.IntN(20))
		assert.Equal(t, strings.Index(lowerASCII(s), text), indexFold(s, text), "%q in %q", text, s)
	}
}

// TestNextLit: the first of several required literals is found wherever
// the others are.
func TestNextLit(t *testing.T) {
	a := &accel{lits: []requiredLit{{text: "curl"}, {text: "kube-probe"}, {text: "python", fold: true}}}
	for _, c := range []struct {
		s    string
		pos  int
		want int
	}{
		{"x curl/7 kube-probe/1", 0, 2},
		{"x kube-probe/1 curl/7", 0, 2},
		{"x kube-probe/1 curl/7", 3, 15},
		{"PYTHON curl", 0, 0},
		{"curl PYTHON", 1, 5},
		{"kube-probecurl", 0, 0},
		{"kube-probecurl", 1, 10},
		{"nothing here", 0, -1},
		{"curl", 1, -1},
	} {
		assert.Equal(t, c.want, a.nextLit(c.s, c.pos), "%q from %d", c.s, c.pos)
	}
}

// TestNextLitOverlapping: a literal that starts before another found
// first, and ends after its start, is the first.
func TestNextLitOverlapping(t *testing.T) {
	a := &accel{lits: []requiredLit{{text: "bc"}, {text: "abc"}}}
	assert.Equal(t, 0, a.nextLit("abc", 0))
	assert.Equal(t, 2, a.nextLit("xxabc", 1))
	assert.Equal(t, 3, a.nextLit("xxabc", 3))
}

// TestLiteralAlternation: an alternation of literals is found with
// strings.Index, the leftmost occurrence winning and, at one position,
// the first alternative as written; anything else is left to the engines.
func TestLiteralAlternation(t *testing.T) {
	for _, c := range []struct {
		pattern, input string
		alts           bool
		want           []int
	}{
		{`kube-probe|curl|python-requests`, `x "curl/7.88"`, true, []int{3, 7}},
		{`kube-probe|curl|python-requests`, `python-requests curl`, true, []int{0, 15}},
		{`kube-probe|curl|python-requests`, `Mozilla`, true, nil},
		{`ab|a`, "xab", true, []int{1, 3}},
		{`a|ab`, "xab", true, []int{1, 2}},
		{`b|ab`, "xab", true, []int{1, 3}},
		{`é|e`, "eé", true, []int{0, 1}},
		{`a|b|`, "c", false, []int{0, 0}},
		{`(a|b)`, "b", false, []int{0, 1, 0, 1}},
		{`a|b+`, "bb", false, []int{0, 2}},
		{`(?i)a|b`, "A", false, []int{0, 1}},
	} {
		re, err := Compile(c.pattern)
		require.NoError(t, err, c.pattern)
		assert.Equal(t, c.alts, re.accel.alts != nil, c.pattern)
		got, err := re.FindStringSubmatchIndex(c.input)
		require.NoError(t, err)
		assert.Equal(t, c.want, got, "/%s/ on %q", c.pattern, c.input)
	}
}

// TestLiteralAlternationRandom: random alternations of short literals
// find what the backtracking engine finds, from every position.
func TestLiteralAlternationRandom(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	const alphabet = "abé"
	word := func() string {
		var b strings.Builder
		for range 1 + rnd.IntN(3) {
			b.WriteString(string([]rune(alphabet)[rnd.IntN(3)]))
		}
		return b.String()
	}
	for range 300 {
		alts := make([]string, 2+rnd.IntN(3))
		for i := range alts {
			alts[i] = word()
		}
		p := strings.Join(alts, "|")
		re, err := Compile(p)
		require.NoError(t, err, p)
		require.NotNil(t, re.accel.alts, p)
		for range 20 {
			var in strings.Builder
			for range rnd.IntN(12) {
				in.WriteString(word())
			}
			requireSameAsBacktracker(t, re, p, in.String())
		}
	}
}

// TestIsASCII: a byte with the high bit at any position of any length,
// in the words read eight at a time or in the tail, makes a string
// non-ASCII.
func TestIsASCII(t *testing.T) {
	for n := 0; n <= 70; n++ {
		s := strings.Repeat("a", n)
		assert.True(t, isASCII(s), "%d ASCII bytes", n)
		for i := 0; i < n; i++ {
			for _, b := range []byte{0x80, 0xff, 0xc3} {
				bad := []byte(s)
				bad[i] = b
				assert.False(t, isASCII(string(bad)), "length %d, %#x at %d", n, b, i)
			}
		}
	}
	assert.True(t, isASCII("\x00\x7f"))
}

// TestASCIIMemo: a memo answers as isASCII does for a sequence of
// strings (the same one again, another of the same length, one with a
// byte of 0x80 or more), and a search through it finds what one without
// it finds, an invalid string's error included.
func TestASCIIMemo(t *testing.T) {
	re, err := Compile(`(\d+)ms`)
	require.NoError(t, err)
	line := "GET /a 200 12ms"
	var memo ASCIIMemo
	for _, s := range []string{line, line, "GET /b 200 34ms", "GET /é 200 5ms", line, "", "x\xffy 1ms", "GET /b 200 34ms"} {
		assert.Equal(t, isASCII(s), memo.isASCII(s), "%q", s)
		want, wantErr := re.FindStringSubmatchIndex(s)
		got, gotErr := re.Until(nil).Remembering(&memo).FindStringSubmatchIndex(s)
		assert.Equal(t, want, got, "%q", s)
		assert.Equal(t, wantErr, gotErr, "%q", s)
	}
	memo.Forget()
	assert.Empty(t, memo.last)
}
