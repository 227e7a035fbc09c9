package rubyregexp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSimplePatternsMatchBacktracker checks the byte scans that find the
// matches of literal and character-class patterns against the
// backtracking engine, at every start position, and split against
// fields cut at the backtracker's matches.
func TestSimplePatternsMatchBacktracker(t *testing.T) {
	patterns := []struct {
		src    string
		simple bool
	}{
		{`\s+`, true}, {`[;@:\/.-]`, true}, {`\.`, true}, {"\n", true}, {`a+`, false}, {`[a-c]+`, true},
		{`\d+`, true}, {`x`, true}, {`, `, true}, {`(?i:b)+`, false}, {`[^a]`, false}, {`é+`, false},
		{`\s*`, false}, {`a+?`, false}, {`(a)+`, false}, {`a{2,}`, false}, {`\w+`, true},
	}
	inputs := []string{"", "a", "  a  b\tc\n", "a.b.c.", "..x..", "ab;cd@ef:gh/ij.kl-mn", "line1\nline2\n\n",
		"xaaabxx", "10.0.3.44, 7", "é a\u00a0b", "aBbAb", "\n\n"}
	for _, p := range patterns {
		r, err := Compile(p.src)
		require.NoError(t, err)
		require.Equal(t, p.simple, r.accel.simple(), "%q", p.src)
		if !p.simple {
			continue
		}
		for _, s := range inputs {
			var matches [][2]int
			for pos := 0; pos <= len(s); pos++ {
				want, err := r.execBT(&subject{s: s, useBT: true}, pos)
				require.NoError(t, err)
				i, j := r.accel.find(s, pos)
				if want == nil {
					assert.Equal(t, -1, i, "%q in %q from %d", p.src, s, pos)
					continue
				}
				assert.Equal(t, [2]int{want[0], want[1]}, [2]int{i, j}, "%q in %q from %d", p.src, s, pos)
			}
			for pos := 0; pos <= len(s); {
				i, j := r.accel.find(s, pos)
				if i < 0 {
					break
				}
				matches = append(matches, [2]int{i, j})
				pos = j
			}
			for limit := -1; limit <= 3; limit++ {
				got, err := r.Split(s, limit)
				require.NoError(t, err)
				assert.Equal(t, splitAt(s, matches, limit), got, "%q split %q limit %d", p.src, s, limit)
			}
		}
	}
}

// splitAt is Ruby's String#split at non-empty matches without groups.
func splitAt(s string, matches [][2]int, limit int) []string {
	out := []string{}
	if limit == 1 {
		if s != "" {
			out = append(out, s)
		}
		return out
	}
	beg := 0
	for _, m := range matches {
		if limit > 0 && len(out) == limit-1 {
			break
		}
		out = append(out, s[beg:m[0]])
		beg = m[1]
	}
	if s != "" && (limit != 0 || beg < len(s)) {
		out = append(out, s[beg:])
	}
	for limit == 0 && len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}
