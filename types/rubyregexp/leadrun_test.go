package rubyregexp

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLeadingRunSkip: patterns that start with a run of one class find,
// on RE2 with runs skipped, what the backtracking engine finds, from
// every starting position of random inputs; so do literal patterns,
// found with strings.Index.
func TestLeadingRunSkip(t *testing.T) {
	skipping := []string{`(\d+)ms`, `\d+ms`, `[a-c]+d`, `(?:[ab]+)(c|d)`, `[ab]{2,}c`, `(\d+)\.(\d+)`, `\w+@`,
		`[ab]+?c`, `\s+x`, `\d+[^\d]`, `[aA]+b`, `[cC]+(d)`}
	others := []string{`(?:a+)(b|c)`, `a{2,}b`, `\d+(?:ms|s)\b`, `((\d)+)m`, `\d+\d`, `\d*ms`, `\d{1,3}ms`, `(\d+|x)ms`, `\d+m?`}
	rnd := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("ab cd1.23ms@x\né")
	literals := []string{`\.`, `ms`, `a\.`, `é`, `1 2`, `\n`}
	notLiterals := []string{`(ms)`, `(?i)ms`, `m\Ks`, `^ms`, `m|s`}
	for _, p := range append(append(skipping, others...), append(literals, notLiterals...)...) {
		re, err := Compile(p)
		require.NoError(t, err, p)
		require.False(t, re.UsesBacktracking(), p)
		skips := re.accel.leadRun != nil
		assert.Equal(t, contains(skipping, p), skips, "%s skips runs", p)
		assert.Equal(t, contains(literals, p), re.accel.literal != "", "%s is a literal", p)
		for i := 0; i < 500; i++ {
			in := make([]rune, rnd.IntN(40))
			for j := range in {
				in[j] = alphabet[rnd.IntN(len(alphabet))]
			}
			requireSameAsBacktracker(t, re, p, string(in))
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// requireSameAsBacktracker checks that re finds in s, from every
// position, what the backtracking engine finds.
func requireSameAsBacktracker(t *testing.T, re *Regexp, pattern, s string) {
	t.Helper()
	for pos := 0; pos <= len(s); pos++ {
		sub, err := re.newSubject(s, nil)
		require.NoError(t, err)
		got, err := re.exec(&sub, pos)
		require.NoError(t, err)
		want, err := re.exec(&subject{s: s, useBT: true}, pos)
		require.NoError(t, err)
		require.Equal(t, want, got, "/%s/ on %q from %d", pattern, s, pos)
	}
}
