package rubyregexp

import (
	"fmt"
	"strings"
)

// engine selects the syntax an emitter writes.
type engine uint8

const (
	engineRE2       engine = iota // Go's regexp package
	engineBacktrack               // github.com/dlclark/regexp2
)

// re2MaxRepeat is the largest repeat count Go's regexp accepts.
const re2MaxRepeat = 1000

// translation is a parsed pattern written for the engines.
type translation struct {
	re2       string // Go regexp syntax; "" when re2Reason is set
	re2Reason string // why RE2 cannot run the pattern, "" when it can
	bt        string // regexp2 syntax
	visible   []int  // engine group of Ruby group i (index 0 unused)
	keeps     []int  // engine groups marking \K
	// contextual: the pattern looks at the character before a match
	// (^, \A, \b, \B), so RE2 cannot simply search a suffix of the input.
	contextual bool
	// caret: RE2's ^ also matches after a final newline, Ruby's does not.
	caret bool
	// textStart: the pattern uses \A.
	textStart bool
	// searchStart: the pattern uses \G, which depends on where a search
	// starts.
	searchStart bool
	// unicodeWordB: \b or \B with Unicode word characters, which RE2 only
	// gets right on ASCII input.
	unicodeWordB bool
}

// translate writes tree for both engines.
func translate(tree *node, caps []*capture) *translation {
	t := &translation{visible: make([]int, 1)}
	groups := 0
	numberGroups(tree, &groups, t)
	re2 := &emitter{engine: engineRE2, t: t}
	re2.node(tree)
	if t.re2Reason == "" {
		t.re2 = re2.b.String()
	}
	bt := &emitter{engine: engineBacktrack, t: t}
	bt.node(tree)
	t.bt = bt.b.String()
	for _, c := range caps {
		if c.number > 0 {
			t.visible = append(t.visible, c.engine)
		}
	}
	return t
}

// numberGroups numbers the groups the engines will see (Ruby's capturing
// groups and a group for each \K) in the order their '(' is written.
func numberGroups(n *node, next *int, t *translation) {
	switch {
	case n.op == opCapture && n.cap.number > 0:
		*next++
		n.cap.engine = *next
	case n.op == opKeep:
		*next++
		t.keeps = append(t.keeps, *next)
	}
	for _, s := range n.subs {
		numberGroups(s, next, t)
	}
}

// emitter writes a tree in one engine's syntax.
type emitter struct {
	engine engine
	t      *translation
	b      strings.Builder
}

// unsupported records that RE2 cannot run the pattern.
func (e *emitter) unsupported(why string) {
	if e.engine == engineRE2 && e.t.re2Reason == "" {
		e.t.re2Reason = why
	}
}

func (e *emitter) node(n *node) {
	switch n.op {
	case opEmpty:
		e.b.WriteString("(?:)")
	case opLiteral:
		for _, r := range n.lit {
			writeRune(&e.b, r)
		}
	case opSet:
		writeSet(&e.b, n.set)
	case opConcat:
		for _, s := range n.subs {
			e.node(s)
		}
	case opAlt:
		e.b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				e.b.WriteByte('|')
			}
			e.node(s)
		}
		e.b.WriteByte(')')
	case opCapture:
		if n.cap.number == 0 {
			e.group("(?:", n.subs[0])
			return
		}
		e.group("(", n.subs[0])
	case opGroup:
		e.group("(?:", n.subs[0])
	case opRepeat:
		e.repeat(n)
	case opAssert:
		e.assertion(n)
	case opLook:
		e.unsupported("look-around")
		e.group([]string{"(?=", "(?!", "(?<=", "(?<!"}[n.look], n.subs[0])
	case opAtomic:
		e.unsupported("atomic group")
		e.group("(?>", n.subs[0])
	case opBackref:
		e.unsupported("backreference")
		e.backref(n)
	case opCond:
		e.unsupported("conditional group")
		e.cond(n)
	case opKeep:
		e.b.WriteString("()")
	case opLinebreak:
		e.unsupported(`\R`)
		e.b.WriteString(`(?>\x{d}\x{a}|[\x{a}-\x{d}\x{85}\x{2028}\x{2029}])`)
	}
}

// group writes open, the node and ')'.
func (e *emitter) group(open string, n *node) {
	e.b.WriteString(open)
	e.node(n)
	e.b.WriteByte(')')
}

func (e *emitter) repeat(n *node) {
	if n.min > re2MaxRepeat || n.max > re2MaxRepeat {
		e.unsupported("repeat count above 1000")
	}
	if n.max < 0 && nullable(n.subs[0]) && capturesIn(n.subs[0]) {
		// Onigmo (like regexp2) records the captures of a final empty
		// iteration of such a loop: "aa" =~ /(a|)*/ leaves $1 == "".
		e.unsupported("captures in a loop that can match empty")
	}
	if n.rep == possessive {
		e.unsupported("possessive quantifier")
		e.b.WriteString("(?>")
	}
	e.group("(?:", n.subs[0])
	switch {
	case n.min == 0 && n.max < 0:
		e.b.WriteByte('*')
	case n.min == 1 && n.max < 0:
		e.b.WriteByte('+')
	case n.min == 0 && n.max == 1:
		e.b.WriteByte('?')
	case n.max < 0:
		fmt.Fprintf(&e.b, "{%d,}", n.min)
	case n.min == n.max:
		fmt.Fprintf(&e.b, "{%d}", n.min)
	default:
		fmt.Fprintf(&e.b, "{%d,%d}", n.min, n.max)
	}
	switch n.rep {
	case lazy:
		e.b.WriteByte('?')
	case possessive:
		e.b.WriteByte(')')
	}
}

func (e *emitter) assertion(n *node) {
	switch n.assert {
	case assertLineStart:
		e.t.contextual, e.t.caret = true, true
		if e.engine == engineRE2 {
			e.b.WriteString(`(?m:^)`)
		} else {
			e.b.WriteString(`(?m:^)(?!(?<=\x{a})\z)`)
		}
	case assertLineEnd:
		e.b.WriteString(`(?m:$)`)
	case assertTextStart:
		e.t.contextual, e.t.textStart = true, true
		e.b.WriteString(`\A`)
	case assertTextEnd:
		e.b.WriteString(`\z`)
	case assertTextEndNL:
		e.unsupported(`\Z`)
		e.b.WriteString(`\Z`)
	case assertSearchStart:
		e.t.searchStart = true
		e.unsupported(`\G`)
		e.b.WriteString(`\G`)
	case assertWordB, assertNotWordB:
		e.wordBoundary(n)
	}
}

// wordBoundary writes \b or \B. RE2's are ASCII-only, which is exact for
// (?a) and, on ASCII input, for Unicode word characters too; regexp2 gets
// Ruby's word characters spelled out in look-arounds.
func (e *emitter) wordBoundary(n *node) {
	e.t.contextual = true
	if e.engine == engineRE2 {
		if !n.ascii {
			e.t.unicodeWordB = true
		}
		if n.assert == assertWordB {
			e.b.WriteString(`\b`)
		} else {
			e.b.WriteString(`\B`)
		}
		return
	}
	var w strings.Builder
	if n.ascii {
		writeSet(&w, asciiWord)
	} else {
		writeSet(&w, unicodeWord())
	}
	word := w.String()
	if n.assert == assertWordB {
		fmt.Fprintf(&e.b, "(?:(?<=%[1]s)(?!%[1]s)|(?<!%[1]s)(?=%[1]s))", word)
	} else {
		fmt.Fprintf(&e.b, "(?:(?<=%[1]s)(?=%[1]s)|(?<!%[1]s)(?!%[1]s))", word)
	}
}

// backref writes a backreference; with several groups of one name, the
// first (from the last defined) that matches is taken, as in Onigmo.
func (e *emitter) backref(n *node) {
	open := "(?:"
	if n.fold {
		open = "(?i:"
	}
	e.b.WriteString(open)
	if len(n.groups) > 1 {
		e.b.WriteString("(?>")
	}
	for i := len(n.groups) - 1; i >= 0; i-- {
		if i < len(n.groups)-1 {
			e.b.WriteByte('|')
		}
		fmt.Fprintf(&e.b, `\%d`, n.groups[i].engine)
	}
	if len(n.groups) > 1 {
		e.b.WriteByte(')')
	}
	e.b.WriteByte(')')
}

// cond writes (?(N)yes|no), testing the last group of the name.
func (e *emitter) cond(n *node) {
	fmt.Fprintf(&e.b, "(?(%d)", n.groups[len(n.groups)-1].engine)
	e.node(n.subs[0])
	e.b.WriteByte('|')
	e.node(n.subs[1])
	e.b.WriteByte(')')
}

// nullable reports whether n can match the empty string.
func nullable(n *node) bool {
	switch n.op {
	case opLiteral:
		return len(n.lit) == 0
	case opSet, opLinebreak:
		return false
	case opConcat:
		for _, s := range n.subs {
			if !nullable(s) {
				return false
			}
		}
		return true
	case opAlt, opCond:
		for _, s := range n.subs {
			if nullable(s) {
				return true
			}
		}
		return false
	case opCapture, opGroup, opAtomic:
		return nullable(n.subs[0])
	case opRepeat:
		return n.min == 0 || nullable(n.subs[0])
	}
	return true // empty, assertions, look-arounds, \K, backreferences
}

// capturesIn reports whether n holds a capture group or \K.
func capturesIn(n *node) bool {
	if (n.op == opCapture && n.cap.number > 0) || n.op == opKeep {
		return true
	}
	for _, s := range n.subs {
		if capturesIn(s) {
			return true
		}
	}
	return false
}

// surrogates can never match: decoded input has no surrogate code points.
var surrogates = span(0xd800, 0xdfff)

// writeSet writes a character class matching s, in the syntax both
// engines share.
func writeSet(b *strings.Builder, s runeSet) {
	s = s.minus(surrogates)
	comp := s.complement().minus(surrogates)
	switch {
	case len(s) == 0:
		b.WriteString(`[^\x{0}-\x{10ffff}]`)
	case len(comp) == 0:
		b.WriteString(`[\x{0}-\x{10ffff}]`)
	case len(s) == 1 && s[0].lo == s[0].hi:
		writeRune(b, s[0].lo)
	case len(comp) < len(s):
		b.WriteString("[^")
		writeRanges(b, comp)
		b.WriteByte(']')
	default:
		b.WriteByte('[')
		writeRanges(b, s)
		b.WriteByte(']')
	}
}

func writeRanges(b *strings.Builder, s runeSet) {
	for _, r := range s {
		writeRune(b, r.lo)
		if r.hi > r.lo {
			b.WriteByte('-')
			writeRune(b, r.hi)
		}
	}
}

// writeRune writes r as itself when it is an ASCII letter or digit and as
// \x{...} otherwise, which is literal in both engines, in and out of
// classes.
func writeRune(b *strings.Builder, r rune) {
	if r < 0x80 && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
		b.WriteRune(r)
		return
	}
	fmt.Fprintf(b, `\x{%x}`, r)
}
