package rubyregexp

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Go's RE2 has no DFA: a pattern without a literal prefix costs tens of
// nanoseconds per input byte even where it cannot match. accel holds what
// lets most Puppet patterns skip that work: literals every match contains
// (to reject inputs and to start the search near them) and, for patterns
// that start with ^, an anchored program tried only at line starts.
type accel struct {
	lits []requiredLit // every match contains one of these; nil: none known
	// narrow: every literal has a bounded prefix, so the search may begin
	// just before the first literal found.
	narrow   bool
	anchored *regexp.Regexp // \A(?:P) when every match starts with ^
	// firstBytes marks the bytes a match can start with, when that is a
	// small part of all bytes and the pattern cannot match empty nor looks
	// behind its start; tryAt (\A(?:P)) then tries the first candidate
	// anchored before the normal search takes over.
	firstBytes *[256]bool
	firstByte  int // the only byte marked in firstBytes, or -1
	tryAt      *regexp.Regexp
	// leadRun, with firstBytes, marks the ASCII characters of C when every
	// match starts with a run of them (C+ or C{n,}, maybe in a group)
	// followed by what cannot start with C nor be empty (`(\d+)ms`): a
	// match starting inside a run would make one starting at the run's
	// beginning, so when the anchored try at a run fails, the rest of
	// the run is skipped instead of searched.
	leadRun *[128]bool
	// literal is the text every match is, when the pattern is a literal
	// without groups (`\.`, `, `): it is found with strings.Index.
	literal string
	// alts are the texts of a pattern that is an alternation of literals
	// without groups (`kube-probe|curl`): the leftmost occurrence of any
	// is the match, the first alternative winning at one position.
	alts []string
	// restFirst marks the bytes what follows the run can start with
	// (nil: too many to be worth it); a run followed by another byte
	// cannot begin a match.
	restFirst *[256]bool
	// class marks the ASCII characters of the pattern when it is one
	// character of a set of them (`[;:/]`) or, with classMany, a greedy
	// run of one or more (`\s+`): matches are found by scanning bytes.
	class     *[128]bool
	classMany bool
}

// requiredLit is a literal every match (of one alternative) contains.
type requiredLit struct {
	text   string // lower-cased when fold
	fold   bool   // ASCII case-insensitive
	prefix int    // most bytes a match can have before it; -1: unbounded
}

// newAccel analyses a pattern's tree and its RE2 program (nil when the
// pattern runs on the backtracking engine, which only uses the literals).
func newAccel(tree *node, t *translation, re2 *regexp.Regexp) *accel {
	a := &accel{lits: required(tree), firstByte: -1}
	a.narrow = a.lits != nil && !t.searchStart
	for _, l := range a.lits {
		if l.prefix < 0 {
			a.narrow = false
		}
	}
	if re2 == nil {
		return a
	}
	// At a line start after a newline, ^ and \b see what they would in
	// the whole input; only \A would wrongly match at the cut.
	if leadsWithCaret(tree) && !t.textStart && t.re2 != "" {
		a.anchored, _ = regexp.Compile(`\A(?:` + t.re2 + `)`)
	}
	// Go already skips to a literal prefix, faster than a byte loop.
	prefix, complete := re2.LiteralPrefix()
	if complete && prefix != "" && re2.NumSubexp() == 0 {
		a.literal = prefix
	}
	if prefix == "" && re2.NumSubexp() == 0 {
		a.class, a.classMany = classRun(tree)
	}
	if re2.NumSubexp() == 0 {
		// The required literals are then the alternatives, which find
		// looks for itself.
		if a.alts = literalAlts(tree); a.alts != nil {
			a.lits, a.narrow = nil, false
		}
	}
	if set, empty, known := firstChars(tree); known && !empty && !t.contextual && a.anchored == nil && prefix == "" {
		if a.firstBytes = leadBytes(set); a.firstBytes != nil {
			a.tryAt, _ = regexp.Compile(`\A(?:` + t.re2 + `)`)
		}
		if a.tryAt == nil {
			a.firstBytes = nil
		}
		if a.firstBytes != nil {
			run, rest := leadingRun(tree)
			if a.leadRun = asciiTable(run); a.leadRun != nil {
				a.restFirst = leadBytes(rest)
			}
		}
	}
	a.firstByte = -1
	if a.firstBytes != nil {
		for b, on := range a.firstBytes {
			if on && a.firstByte == -1 {
				a.firstByte = b
			} else if on {
				a.firstByte = -2
			}
		}
		a.firstByte = max(a.firstByte, -1)
	}
	return a
}

// leadBytes marks the first bytes of the UTF-8 encodings of set, or
// returns nil when they are too many to be worth looking for.
func leadBytes(set runeSet) *[256]bool {
	var t [256]bool
	count := 0
	mark := func(lo, hi byte) {
		for b := int(lo); b <= int(hi); b++ {
			if !t[b] {
				t[b] = true
				count++
			}
		}
	}
	var buf [utf8.UTFMax]byte
	for _, r := range set.minus(surrogates) {
		if r.lo < utf8.RuneSelf {
			mark(byte(r.lo), byte(min(r.hi, utf8.RuneSelf-1)))
		}
		if r.hi >= utf8.RuneSelf {
			utf8.EncodeRune(buf[:], max(r.lo, utf8.RuneSelf))
			lo := buf[0]
			utf8.EncodeRune(buf[:], r.hi)
			mark(lo, buf[0])
		}
	}
	if count > 96 {
		return nil
	}
	return &t
}

// asciiTable marks the runes of set, when they are all ASCII (else nil).
func asciiTable(set runeSet) *[128]bool {
	if len(set) == 0 || set[len(set)-1].hi >= utf8.RuneSelf {
		return nil
	}
	var t [128]bool
	for _, r := range set {
		for c := r.lo; c <= r.hi; c++ {
			t[c] = true
		}
	}
	return &t
}

// mayStartAt reports whether the run of leadRun characters at i can
// begin a match: what follows it can begin what follows the run.
func (a *accel) mayStartAt(s string, i int) bool {
	e := a.runEnd(s, i)
	return a.restFirst == nil || e < len(s) && a.restFirst[s[e]]
}

// runEnd returns the end of the run of leadRun characters at i.
func (a *accel) runEnd(s string, i int) int {
	for i < len(s) && s[i] < utf8.RuneSelf && a.leadRun[s[i]] {
		i++
	}
	return i
}

// firstCandidate returns the first position at or after from whose byte
// can start a match, or -1.
func (a *accel) firstCandidate(s string, from int) int {
	if a.firstByte >= 0 {
		if i := strings.IndexByte(s[from:], byte(a.firstByte)); i >= 0 {
			return from + i
		}
		return -1
	}
	for i := from; i < len(s); i++ {
		if a.firstBytes[s[i]] {
			return i
		}
	}
	return -1
}

// start returns where the leftmost match at or after pos can begin at
// the earliest (pos when that is not known), or false when s[pos:] holds
// none of the required literals and so no match.
func (a *accel) start(s string, pos int) (int, bool) {
	if a.lits == nil {
		return pos, true
	}
	if !a.narrow {
		return pos, a.nextLit(s, pos) >= 0
	}
	best := -1
	for _, l := range a.lits {
		i := indexLit(s[pos:], l)
		if i < 0 {
			continue
		}
		k := pos
		if a.narrow {
			k = max(pos, pos+i-l.prefix)
		}
		if best < 0 || k < best {
			best = k
		}
	}
	if best < 0 {
		return 0, false
	}
	for best > pos && !utf8.RuneStart(s[best]) {
		best--
	}
	return best, true
}

// nextLit returns the position of the first required literal at or
// after pos, or -1 when s[pos:] holds none of them (a.lits is not nil).
func (a *accel) nextLit(s string, pos int) int {
	first := -1
	for _, l := range a.lits {
		end := len(s)
		if first >= 0 {
			end = min(len(s), max(pos, first+len(l.text)-1)) // only an earlier one counts
		}
		if i := indexLit(s[pos:end], l); i >= 0 {
			first = pos + i
		}
	}
	return first
}

// indexLit finds l in s.
func indexLit(s string, l requiredLit) int {
	if !l.fold {
		return strings.Index(s, l.text)
	}
	return indexFold(s, l.text)
}

// indexFold finds text, lower-case ASCII, in s ignoring ASCII case. It
// looks for the first byte in either case with strings.IndexByte,
// remembering where each case was found, so each byte is scanned at most
// twice.
func indexFold(s, text string) int {
	lower, upper := text[0], text[0]
	if lower >= 'a' && lower <= 'z' {
		upper = lower - ('a' - 'A')
	}
	end := len(s) - len(text) + 1 // where the last candidate can start, plus one
	nextLower, nextUpper := -1, -1
	for i := 0; i < end; {
		if nextLower < i {
			nextLower = indexByteFrom(s[:end], lower, i)
		}
		if nextUpper < i {
			nextUpper = indexByteFrom(s[:end], upper, i)
		}
		c := min(nextLower, nextUpper)
		if c == end {
			return -1
		}
		if equalFoldASCII(s[c:c+len(text)], text) {
			return c
		}
		i = c + 1
	}
	return -1
}

// indexByteFrom returns the position of the first b in s at or after i,
// or len(s).
func indexByteFrom(s string, b byte, i int) int {
	if k := strings.IndexByte(s[i:], b); k >= 0 {
		return i + k
	}
	return len(s)
}

// equalFoldASCII reports whether s, lower-cased in ASCII, is lower.
func equalFoldASCII(s, lower string) bool {
	for i := 0; i < len(lower); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// simple reports whether find finds the matches: the pattern is a
// literal or a class of ASCII characters, without groups.
func (a *accel) simple() bool { return a.literal != "" || a.class != nil || a.alts != nil }

// literalAlts returns the texts of an alternation of non-empty literals,
// or nil when n is anything else.
func literalAlts(n *node) []string {
	if n.op != opAlt {
		return nil
	}
	alts := make([]string, len(n.subs))
	for i, sub := range n.subs {
		if sub.op != opLiteral || len(sub.lit) == 0 {
			return nil
		}
		alts[i] = string(sub.lit)
	}
	return alts
}

// find returns the leftmost match at or after pos of a simple pattern,
// or -1, -1.
func (a *accel) find(s string, pos int) (int, int) {
	if a.literal != "" {
		i := strings.Index(s[pos:], a.literal)
		if i < 0 {
			return -1, -1
		}
		return pos + i, pos + i + len(a.literal)
	}
	if a.alts != nil {
		start, end := -1, -1
		for _, l := range a.alts {
			limit := len(s)
			if start >= 0 {
				limit = min(len(s), start+len(l)-1) // only an earlier start counts
			}
			if i := strings.Index(s[pos:limit], l); i >= 0 {
				start, end = pos+i, pos+i+len(l)
			}
		}
		return start, end
	}
	for i := pos; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf && a.class[c] {
			j := i + 1
			for a.classMany && j < len(s) && s[j] < utf8.RuneSelf && a.class[s[j]] {
				j++
			}
			return i, j
		}
	}
	return -1, -1
}

// lineStarts calls try with each position at or after from where Ruby's ^
// holds (the start, or after a newline that is not the last character)
// until try returns true.
func lineStarts(s string, from int, try func(int) bool) {
	c := from
	if c > 0 && s[c-1] != '\n' {
		i := strings.IndexByte(s[c:], '\n')
		if i < 0 {
			return
		}
		c += i + 1
	}
	for {
		if c > 0 && c == len(s) {
			return // after a final newline
		}
		if try(c) {
			return
		}
		i := strings.IndexByte(s[c:], '\n')
		if i < 0 {
			return
		}
		c += i + 1
	}
}
