package rubyregexp

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// patternGen writes random Ruby patterns over a small alphabet, mixing
// the constructs whose interplay is easiest to get wrong.
type patternGen struct {
	rnd    *rand.Rand
	groups int   // capture groups opened
	closed []int // numbers of the capture groups closed so far
}

var (
	genLiterals = []string{"a", "b", "c", "A", "é", " ", `\n`, "1", "-", "ß", `\.`}
	genAtoms    = []string{".", "[ab]", "[^a]", "[a-c]", `\w`, `\d`, `\s`, `\W`, `\h`, `\p{L}`, "[[:alpha:]]", "[^[:space:]é]", `[\w&&[^b]]`}
	genAnchors  = []string{"^", "$", `\A`, `\z`, `\Z`, `\b`, `\B`}
	genQuants   = []string{"*", "+", "?", "*?", "+?", "??", "{1,2}", "{2}", "{,2}", "*+", "++"}
	genInput    = []rune("abcAB é\n1-")
)

func (g *patternGen) pick(list []string) string { return list[g.rnd.IntN(len(list))] }

func (g *patternGen) alt(depth int) string {
	n := 1
	if g.rnd.IntN(4) == 0 {
		n = 2 + g.rnd.IntN(2)
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.concat(depth)
	}
	return strings.Join(parts, "|")
}

func (g *patternGen) concat(depth int) string {
	var b strings.Builder
	for i, n := 0, 1+g.rnd.IntN(3); i < n; i++ {
		b.WriteString(g.quantified(depth))
	}
	return b.String()
}

func (g *patternGen) quantified(depth int) string {
	atom, quantifiable := g.atom(depth)
	if quantifiable && g.rnd.IntN(3) == 0 {
		atom += g.pick(genQuants)
	}
	return atom
}

func (g *patternGen) atom(depth int) (string, bool) {
	k := g.rnd.IntN(20)
	if depth >= 3 && k >= 12 {
		k = g.rnd.IntN(12)
	}
	switch {
	case k < 6:
		return g.pick(genLiterals), true
	case k < 9:
		return g.pick(genAtoms), true
	case k < 11:
		return g.pick(genAnchors), false
	case k == 11 && len(g.closed) > 0:
		return fmt.Sprintf(`\%d`, g.closed[g.rnd.IntN(len(g.closed))]), true
	case k < 14:
		g.groups++
		n := g.groups
		body := g.alt(depth + 1)
		g.closed = append(g.closed, n)
		return "(" + body + ")", true
	case k == 14:
		return "(?:" + g.alt(depth+1) + ")", true
	case k == 15:
		return "(?i:" + g.alt(depth+1) + ")", true
	case k == 16:
		return "(?" + g.pick([]string{"=", "!"}) + g.alt(depth+1) + ")", false
	case k == 17:
		return "(?" + g.pick([]string{"<=", "<!"}) + g.pick(genLiterals) + g.pick([]string{"", "|bc", "[ab]"}) + ")", false
	case k == 18:
		return "(?>" + g.alt(depth+1) + ")", true
	}
	return "(?m:.)", true
}

func (g *patternGen) input() string {
	rs := make([]rune, g.rnd.IntN(9))
	for i := range rs {
		rs[i] = genInput[g.rnd.IntN(len(genInput))]
	}
	return string(rs)
}

// randomCases returns n random patterns, each matched against random
// inputs in every operation.
func randomCases(seed uint64, n int) []gcase {
	g := &patternGen{rnd: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	var out []gcase
	for i := 0; i < n; i++ {
		g.groups, g.closed = 0, nil
		p := g.alt(0)
		opts := ""
		if g.rnd.IntN(8) == 0 {
			opts = g.pick([]string{"i", "m", "mi"})
		}
		out = append(out,
			gcase{Op: "match", Pattern: p, Options: opts, Input: g.input()},
			gcase{Op: "match", Pattern: p, Options: opts, Input: g.input()},
			gcase{Op: "scan", Pattern: p, Options: opts, Input: g.input()},
			gcase{Op: "gsub", Pattern: p, Options: opts, Input: g.input(), Repl: `<\0|\1>`},
			gcase{Op: "split", Pattern: p, Options: opts, Input: g.input(), Limit: g.rnd.IntN(4) - 1},
		)
	}
	return out
}

func TestRandomPatternsAgainstRuby(t *testing.T) {
	checkGolden(t, "random", randomCases(1, 600))
}
