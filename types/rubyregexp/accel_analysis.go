package rubyregexp

import (
	"strings"
	"unicode/utf8"
)

// firstChars returns the characters a match of n can start with and
// whether n can match the empty string; known is false when that is not
// worked out (constructs RE2 does not run).
func firstChars(n *node) (set runeSet, empty, known bool) {
	switch n.op {
	case opEmpty, opAssert, opLook, opKeep:
		return nil, true, true
	case opLiteral:
		if len(n.lit) == 0 {
			return nil, true, true
		}
		return single(n.lit[0]), false, true
	case opSet:
		return n.set, false, true
	case opCapture, opGroup, opAtomic:
		return firstChars(n.subs[0])
	case opRepeat:
		if n.max == 0 {
			return nil, true, true
		}
		set, empty, known = firstChars(n.subs[0])
		return set, empty || n.min == 0, known
	case opConcat:
		for _, sub := range n.subs {
			s, e, k := firstChars(sub)
			if !k {
				return nil, false, false
			}
			set = set.union(s)
			if !e {
				return set, false, true
			}
		}
		return set, true, true
	case opAlt:
		for _, sub := range n.subs {
			s, e, k := firstChars(sub)
			if !k {
				return nil, false, false
			}
			set, empty = set.union(s), empty || e
		}
		return set, empty, true
	}
	return nil, false, false
}

// requiredInConcat picks the most useful requirement of a sequence:
// bounded prefixes first (they allow narrowing), then longer literals.
// Runs of ASCII letters under (?i) count as one case-insensitive literal.
func requiredInConcat(subs []*node) []requiredLit {
	var best []requiredLit
	prefix := 0
	for i := 0; i < len(subs); i++ {
		var cand []requiredLit
		width := 0
		if text, n, folded := foldRun(subs[i:]); n > 1 && folded {
			cand = []requiredLit{{text: text, fold: true}}
			width = len(text)
			i += n - 1
		} else {
			cand = required(subs[i])
			width = maxBytes(subs[i])
		}
		for j := range cand {
			cand[j].prefix = addBounded(prefix, cand[j].prefix)
		}
		if cand != nil && betterRequirement(cand, best) {
			best = cand
		}
		prefix = addBounded(prefix, width)
	}
	return best
}

// required returns literals one of which every match of n contains, or
// nil when none is known.
func required(n *node) []requiredLit {
	switch n.op {
	case opLiteral:
		return []requiredLit{{text: string(n.lit)}}
	case opSet:
		if c, ok := asciiFoldChar(n.set); ok {
			return []requiredLit{{text: string(c), fold: true}}
		}
	case opCapture, opGroup, opAtomic:
		return required(n.subs[0])
	case opRepeat:
		if n.min >= 1 {
			return required(n.subs[0])
		}
	case opAlt:
		var out []requiredLit
		for _, b := range n.subs {
			r := required(b)
			if r == nil {
				return nil
			}
			out = append(out, r...)
		}
		return out
	case opConcat:
		return requiredInConcat(n.subs)
	}
	return nil
}

// betterRequirement reports whether a is preferable to b.
func betterRequirement(a, b []requiredLit) bool {
	if b == nil {
		return true
	}
	bounded := func(r []requiredLit) bool {
		for _, l := range r {
			if l.prefix < 0 {
				return false
			}
		}
		return true
	}
	shortest := func(r []requiredLit) int {
		n := -1
		for _, l := range r {
			if n < 0 || len(l.text) < n {
				n = len(l.text)
			}
		}
		return n
	}
	if bounded(a) != bounded(b) {
		return bounded(a)
	}
	return shortest(a) > shortest(b)
}

// foldRun reads the ASCII letters at the start of subs that (?i) made
// case pairs, with the ASCII literals between them, as one lower-case
// string; folded reports whether it holds any case pair.
func foldRun(subs []*node) (text string, n int, folded bool) {
	var b strings.Builder
	for _, s := range subs {
		switch {
		case s.op == opSet:
			c, ok := asciiFoldChar(s.set)
			if !ok {
				return b.String(), n, folded
			}
			b.WriteByte(c)
			folded = true
		case s.op == opLiteral && isASCIIRunes(s.lit):
			b.WriteString(strings.ToLower(string(s.lit)))
		default:
			return b.String(), n, folded
		}
		n++
	}
	return b.String(), n, folded
}

// asciiFoldChar reports whether set is exactly an ASCII letter and its
// other case (no non-ASCII fold partner), returning the lower-case one.
func asciiFoldChar(set runeSet) (byte, bool) {
	if len(set) != 2 || set[0].lo != set[0].hi || set[1].lo != set[1].hi {
		return 0, false
	}
	up, low := set[0].lo, set[1].lo
	if up >= 'A' && up <= 'Z' && low == up+('a'-'A') {
		return byte(low), true
	}
	return 0, false
}

func isASCIIRunes(rs []rune) bool {
	for _, r := range rs {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// maxBytes is the most bytes n can match; -1: unbounded.
func maxBytes(n *node) int {
	switch n.op {
	case opEmpty, opAssert, opLook, opKeep:
		return 0
	case opLiteral:
		return len(string(n.lit))
	case opSet:
		if len(n.set) == 0 {
			return 0
		}
		return utf8.RuneLen(n.set[len(n.set)-1].hi)
	case opCapture, opGroup, opAtomic:
		return maxBytes(n.subs[0])
	case opRepeat:
		if n.max < 0 {
			return -1
		}
		m := maxBytes(n.subs[0])
		if m < 0 {
			return -1
		}
		return m * n.max
	case opConcat:
		total := 0
		for _, s := range n.subs {
			total = addBounded(total, maxBytes(s))
		}
		return total
	case opAlt:
		most := 0
		for _, s := range n.subs {
			m := maxBytes(s)
			if m < 0 {
				return -1
			}
			most = max(most, m)
		}
		return most
	}
	return -1
}

// addBounded adds byte counts where -1 means unbounded.
func addBounded(a, b int) int {
	if a < 0 || b < 0 {
		return -1
	}
	return a + b
}

// leadsWithCaret reports whether every match of n starts with ^.
func leadsWithCaret(n *node) bool {
	switch n.op {
	case opAssert:
		return n.assert == assertLineStart
	case opConcat:
		return leadsWithCaret(n.subs[0])
	case opCapture, opGroup:
		return leadsWithCaret(n.subs[0])
	case opAlt:
		for _, s := range n.subs {
			if !leadsWithCaret(s) {
				return false
			}
		}
		return true
	}
	return false
}

// leadingRun returns C when every match of n is a run of one or more
// characters of C (C+ or C{n,} of a single character or class, maybe in
// groups) followed by something that can neither match empty nor begin
// with a character of C, and the characters that something can begin
// with; nil otherwise. Such a run is always taken whole.
func leadingRun(n *node) (run, rest runeSet) {
	for n.op == opCapture || n.op == opGroup {
		n = n.subs[0]
	}
	if n.op != opConcat || len(n.subs) < 2 {
		return nil, nil
	}
	lead := n.subs[0]
	for lead.op == opCapture || lead.op == opGroup {
		lead = lead.subs[0]
	}
	if lead.op != opRepeat || lead.min < 1 || lead.max >= 0 {
		return nil, nil
	}
	var set runeSet
	switch c := lead.subs[0]; {
	case c.op == opSet:
		set = c.set
	case c.op == opLiteral && len(c.lit) == 1:
		set = single(c.lit[0])
	default:
		return nil, nil
	}
	rest, empty, known := firstChars(&node{op: opConcat, subs: n.subs[1:]})
	if !known || empty || len(rest.intersect(set)) > 0 {
		return nil, nil
	}
	return set, rest
}

// classRun returns the ASCII characters of a pattern that is one
// character of a set of them, with many set when it is a greedy (or
// possessive) run of one or more of them; nil when the pattern is
// anything else.
func classRun(n *node) (set *[128]bool, many bool) {
	if n.op == opRepeat {
		if n.min != 1 || n.max >= 0 || n.rep == lazy {
			return nil, false
		}
		n, many = n.subs[0], true
	}
	switch {
	case n.op == opSet:
		set = asciiTable(n.set)
	case n.op == opLiteral && len(n.lit) == 1:
		set = asciiTable(single(n.lit[0]))
	}
	if set == nil {
		return nil, false
	}
	return set, many
}
