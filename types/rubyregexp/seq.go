package rubyregexp

import (
	"strings"
	"unicode/utf8"
)

// seq runs, without an engine, the patterns that are a sequence of ASCII
// literals and ASCII character classes, each class repeated a fixed or
// bounded number of times, with capture groups around parts of the
// sequence and perhaps ^ or \A before it and $ or \z after it:
// `(\d+)ms`, `^(\d{4})-(\d\d)`, `10\.0\.(\d+)\.(\d+)`, `\s(?i:error)\s`.
// Go's RE2 costs about a hundred instructions per input byte on such
// patterns, and a thousand more to set up each search; seq compares bytes.
//
// It applies only when matching cannot backtrack: every repeat that can
// match a varying number of characters is the last item, or is followed
// by an item that must match at least one character and whose first
// characters the repeat cannot match (and by no $ it could give a newline
// back to). A greedy repeat then takes the only count that lets the rest
// match, so the first match from each start is found in one pass.
type seq struct {
	items []seqItem
	// the engines' group g spans items[groups[g][0]:groups[g][1]] (g ≥ 1).
	groups    [][2]int
	lineStart bool // ^ before the sequence
	textStart bool // \A before it
	lineEnd   bool // $ after it
	textEnd   bool // \z after it
	// skipRun: the first item is a class repeated without bound, so when
	// no match starts at the start of a run of its characters, none
	// starts inside the run either (it would make one at the start).
	skipRun bool
	// runLit: the first item is such a run and the second a literal, and
	// neither anchor applies: a match starts where the run before an
	// occurrence of the literal does, which strings.Index finds.
	runLit string
	sealed int // while building: items before this one are not extended
}

// seqItem is a literal (lit != "") or a class of ASCII characters
// repeated min..max times (max < 0: without bound).
type seqItem struct {
	lit      string
	class    *asciiClass
	min, max int
}

// asciiClass marks the bytes of a set of ASCII characters.
type asciiClass [256]bool

func (c *asciiClass) disjoint(d *asciiClass) bool {
	for b := range utf8.RuneSelf {
		if c[b] && d[b] {
			return false
		}
	}
	return true
}

// maxSeqItems bounds the items of a seq, so a search keeps the item
// boundaries on the stack.
const maxSeqItems = 24

// newSeq returns the seq of a pattern's tree, or nil when the pattern is
// not one (see seq).
func newSeq(tree *node, groups int) *seq {
	q := &seq{groups: make([][2]int, groups+1)}
	subs := []*node{tree}
	if tree.op == opConcat {
		subs = tree.subs
	}
	if len(subs) > 0 && subs[0].op == opAssert {
		switch subs[0].assert {
		case assertLineStart:
			q.lineStart = true
		case assertTextStart:
			q.textStart = true
		default:
			return nil
		}
		subs = subs[1:]
	}
	if n := len(subs); n > 0 && subs[n-1].op == opAssert {
		switch subs[n-1].assert {
		case assertLineEnd:
			q.lineEnd = true
		case assertTextEnd:
			q.textEnd = true
		default:
			return nil
		}
		subs = subs[:n-1]
	}
	seen := 0
	for _, n := range subs {
		if !q.add(n, &seen) {
			return nil
		}
	}
	if seen != groups || len(q.items) == 0 || len(q.items) > maxSeqItems || !q.deterministic() {
		return nil
	}
	first := q.items[0]
	q.skipRun = first.lit == "" && first.max < 0
	if q.skipRun && len(q.items) > 1 && !q.lineStart && !q.textStart {
		q.runLit = q.items[1].lit
	}
	if first.min == 0 && q.runLit == "" {
		return nil // only a run before a literal may be empty (see deterministic)
	}
	return q
}

// add appends the items of n; false when n is not a sequence of
// literals and repeated classes.
func (q *seq) add(n *node, seen *int) bool {
	switch n.op {
	case opLiteral:
		for _, r := range n.lit {
			if r >= utf8.RuneSelf {
				return false
			}
		}
		if len(n.lit) == 0 {
			return true
		}
		if k := len(q.items) - 1; k >= q.sealed && q.items[k].lit != "" {
			q.items[k].lit += string(n.lit)
			return true
		}
		q.items = append(q.items, seqItem{lit: string(n.lit), min: len(n.lit), max: len(n.lit)})
	case opSet:
		c, ok := classOf(n.set)
		if !ok {
			return false
		}
		q.items = append(q.items, seqItem{class: c, min: 1, max: 1})
	case opRepeat:
		sub := n.subs[0]
		var c *asciiClass
		var ok bool
		switch {
		case sub.op == opSet:
			c, ok = classOf(sub.set)
		case sub.op == opLiteral && len(sub.lit) == 1:
			c, ok = classOf(single(sub.lit[0]))
		}
		if !ok || (n.rep == lazy && n.min != n.max) {
			return false
		}
		q.items = append(q.items, seqItem{class: c, min: n.min, max: n.max})
	case opGroup:
		return q.add(n.subs[0], seen)
	case opCapture:
		if n.cap.number == 0 {
			return q.add(n.subs[0], seen)
		}
		from := len(q.items)
		q.sealed = from
		if !q.add(n.subs[0], seen) {
			return false
		}
		g := n.cap.engine
		if g >= len(q.groups) {
			return false
		}
		q.groups[g] = [2]int{from, len(q.items)}
		*seen++
		q.sealed = len(q.items)
	case opConcat:
		for _, sub := range n.subs {
			if !q.add(sub, seen) {
				return false
			}
		}
	case opEmpty:
	default:
		return false
	}
	return true
}

// classOf converts a set of ASCII characters.
func classOf(set runeSet) (*asciiClass, bool) {
	if len(set) == 0 || set[len(set)-1].hi >= utf8.RuneSelf {
		return nil, false
	}
	var c asciiClass
	for _, r := range set {
		for b := r.lo; b <= r.hi; b++ {
			c[b] = true
		}
	}
	return &c, true
}

// first returns the characters item i can start with (a repeat that can
// be empty is not asked).
func (it *seqItem) first() *asciiClass {
	if it.lit != "" {
		var c asciiClass
		c[it.lit[0]] = true
		return &c
	}
	return it.class
}

// deterministic reports whether no repeat can give back characters (see
// seq), and that the sequence cannot match the empty string. The first
// item may be empty only when a literal follows it (`\s*=\s*`): a match
// then starts where the run before an occurrence of the literal does,
// which findRunLit finds.
func (q *seq) deterministic() bool {
	if q.items[0].min == 0 && (len(q.items) == 1 || q.items[1].lit == "") {
		return false
	}
	for i, it := range q.items {
		if it.lit != "" || it.min == it.max {
			continue
		}
		if i == len(q.items)-1 {
			if q.lineEnd && it.class['\n'] {
				return false
			}
			continue
		}
		next := &q.items[i+1]
		if next.min == 0 || !it.class.disjoint(next.first()) {
			return false
		}
	}
	return true
}

// find returns the leftmost match at or after pos (with the engines'
// groups, as RE2 reports them) or nil; ok is false when the search gave up, having examined many
// times more bytes than the input holds, and must be left to RE2.
func (q *seq) find(s string, pos int) (m []int, ok bool) {
	if q.textStart && pos > 0 {
		return nil, true
	}
	budget := 8*(len(s)-pos) + 64
	first := &q.items[0]
	var ends [maxSeqItems]int
	if q.runLit != "" {
		return q.findRunLit(s, pos, budget, &ends)
	}
	for p := pos; p < len(s); p++ {
		if q.textStart && p > 0 {
			return nil, true
		}
		if q.lineStart && p > 0 && s[p-1] != '\n' {
			// On to the next line start.
			k := indexByteFrom(s, '\n', p)
			if k+1 >= len(s) {
				return nil, true // none, or only after a final newline
			}
			p = k
			continue
		}
		if first.lit != "" {
			k := strings.Index(s[p:], first.lit)
			if k < 0 {
				return nil, true
			}
			p += k
			if p > 0 && (q.textStart || q.lineStart && s[p-1] != '\n') {
				continue // checked again above
			}
		} else if !first.class[s[p]] {
			continue
		}
		e, examined := q.matchAt(s, p, &ends)
		if e >= 0 {
			return q.offsets(p, &ends), true
		}
		if budget -= examined; budget < 0 {
			return nil, false
		}
		if q.skipRun {
			for p+1 < len(s) && first.class[s[p+1]] {
				p++
			}
		}
	}
	return nil, true
}

// findRunLit is find when runLit is known: each occurrence of the
// literal that has characters of the run before it (or any occurrence,
// when the run may be empty) is where the run of a match can end, and
// the match starts where that run starts.
func (q *seq) findRunLit(s string, pos, budget int, ends *[maxSeqItems]int) (m []int, ok bool) {
	class := q.items[0].class
	for from := pos; from < len(s); {
		k := strings.Index(s[from:], q.runLit)
		if k < 0 {
			return nil, true
		}
		e := from + k
		from = e + 1
		p := e
		if e > pos && class[s[e-1]] {
			p = e - 1
			for p > pos && class[s[p-1]] {
				p--
			}
		} else if q.items[0].min > 0 {
			continue
		}
		end, examined := q.matchAt(s, p, ends)
		if end >= 0 {
			return q.offsets(p, ends), true
		}
		if budget -= examined; budget < 0 {
			return nil, false
		}
	}
	return nil, true
}

// matchAt matches the items from p, recording where each ends in ends;
// it returns the end of the match or -1, and how many bytes it looked at.
func (q *seq) matchAt(s string, p int, ends *[maxSeqItems]int) (end, examined int) {
	i := p
	for k := range q.items {
		it := &q.items[k]
		switch {
		case it.lit != "":
			if len(s)-i < len(it.lit) || s[i] != it.lit[0] || s[i+1:i+len(it.lit)] != it.lit[1:] {
				return -1, i - p + 1
			}
			i += len(it.lit)
		case it.max == 1 && it.min == 1:
			if i == len(s) || !it.class[s[i]] {
				return -1, i - p + 1
			}
			i++
		default:
			n := 0
			for (it.max < 0 || n < it.max) && i < len(s) && it.class[s[i]] {
				i++
				n++
			}
			if n < it.min {
				return -1, i - p + 1
			}
		}
		ends[k] = i
	}
	if q.textEnd && i != len(s) || q.lineEnd && i != len(s) && s[i] != '\n' {
		return -1, i - p + 1
	}
	return i, i - p
}

// offsets returns the match from p with its groups.
func (q *seq) offsets(p int, ends *[maxSeqItems]int) []int {
	m := make([]int, 2*len(q.groups))
	m[0], m[1] = p, ends[len(q.items)-1]
	for g := 1; g < len(q.groups); g++ {
		from, to := q.groups[g][0], q.groups[g][1]
		start := p
		if from > 0 {
			start = ends[from-1]
		}
		end := start
		if to > 0 {
			end = ends[to-1]
		}
		m[2*g], m[2*g+1] = start, end
	}
	return m
}
