package rubyregexp

import (
	"errors"
	"sort"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// subject is an input string being matched, with what the backtracking
// engine needs (runes and their byte offsets), built on first use.
type subject struct {
	s       string
	useBT   bool         // run every search on the backtracking engine
	runes   []rune       // nil until needed
	offs    []int        // byte offset of rune i (and of the end); nil for ASCII
	btStart time.Time    // when the first backtracking search began
	stop    *atomic.Bool // see Stoppable; nil when nothing can interrupt
}

// ErrInvalidUTF8 is the error of matching a string that is not valid
// UTF-8, as in Ruby.
var ErrInvalidUTF8 = errors.New("invalid byte sequence in UTF-8")

// newSubject prepares s for matching. RE2's \b and \B only know ASCII
// word characters, so Unicode ones need the backtracking engine unless
// the input is ASCII.
// It returns the subject by value, so a search that stays on RE2 keeps
// it on the stack.
func (r *Regexp) newSubject(s string, stop *atomic.Bool) (subject, error) {
	return r.newSubjectOf(s, isASCII(s), stop)
}

// newSubjectOf is newSubject when whether s is all ASCII is known.
func (r *Regexp) newSubjectOf(s string, ascii bool, stop *atomic.Bool) (subject, error) {
	if !ascii && !utf8.ValidString(s) {
		return subject{}, ErrInvalidUTF8
	}
	return subject{s: s, useBT: r.re2 == nil || (r.t.unicodeWordB && !ascii), stop: stop}, nil
}

// ASCIIMemo remembers the last string a search found to be all ASCII,
// so that searching one string for several patterns (the options of a
// case, the tests in a loop's body) reads it for that once. A string
// never changes, so what the memo says holds as long as it holds the
// string. The zero value remembers none; a memo is for one goroutine.
type ASCIIMemo struct{ last string }

// isASCII is isASCII(s), read from the memo when s is the string it
// holds (the same string is found equal at once); a nil memo remembers
// nothing.
func (m *ASCIIMemo) isASCII(s string) bool {
	if m == nil {
		return isASCII(s)
	}
	if len(s) == len(m.last) && s == m.last {
		return true
	}
	if !isASCII(s) {
		return false
	}
	m.last = s
	return true
}

// Forget drops the string the memo holds, so that it keeps no text alive.
func (m *ASCIIMemo) Forget() { m.last = "" }

// isASCII reports whether s is all ASCII (and so valid UTF-8). It reads
// eight bytes at a time, 32 a round, where utf8.ValidString tests each
// eight bytes for a non-ASCII one before going on; a string's bytes after
// its last whole word are read as one word too.
func isASCII(s string) bool {
	n := len(s)
	if n < 8 {
		var acc byte
		for i := 0; i < n; i++ {
			acc |= s[i]
		}
		return acc < utf8.RuneSelf
	}
	var acc uint64
	i := 0
	for ; i+32 <= n; i += 32 {
		acc |= load64(s, i) | load64(s, i+8) | load64(s, i+16) | load64(s, i+24)
	}
	for ; i+8 <= n; i += 8 {
		acc |= load64(s, i)
	}
	// The last bytes, in one word that overlaps those already read.
	acc |= load64(s, n-8)
	return acc&0x8080808080808080 == 0
}

// load64 reads s[i:i+8] as one little-endian word.
func load64(s string, i int) uint64 {
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// prepareRunes decodes the input for the backtracking engine.
func (sub *subject) prepareRunes() {
	if sub.runes != nil {
		return
	}
	sub.runes = make([]rune, 0, len(sub.s))
	ascii := isASCII(sub.s)
	if !ascii {
		sub.offs = make([]int, 0, len(sub.s)+1)
	}
	for i := 0; i < len(sub.s); {
		r, w := utf8.DecodeRuneInString(sub.s[i:])
		sub.runes = append(sub.runes, r)
		if !ascii {
			sub.offs = append(sub.offs, i)
		}
		i += w
	}
	if !ascii {
		sub.offs = append(sub.offs, len(sub.s))
	}
}

// byteOffset converts a rune index to a byte offset.
func (sub *subject) byteOffset(i int) int {
	if sub.offs == nil {
		return i
	}
	return sub.offs[i]
}

// runeIndex converts a byte offset (at a character boundary or the end)
// to a rune index.
func (sub *subject) runeIndex(b int) int {
	if sub.offs == nil {
		return b
	}
	return sort.SearchInts(sub.offs, b)
}

// exec finds the leftmost match that starts at or after byte offset pos,
// with the whole input as context, and returns Ruby's group offsets.
func (r *Regexp) exec(sub *subject, pos int) ([]int, error) {
	if pos > len(sub.s) {
		return nil, nil
	}
	if !sub.useBT {
		m, ok := r.execRE2(sub.s, pos)
		if ok {
			return r.toRuby(m), nil
		}
	}
	return r.execBT(sub, pos)
}

// execRE2 runs the RE2 program; ok is false when the search must be left
// to the backtracking engine: RE2's ^ matched after a final newline,
// where Ruby's does not, or RE2 refused the continuation program.
func (r *Regexp) execRE2(s string, pos int) (m []int, ok bool) {
	from, possible := r.accel.start(s, pos)
	if !possible {
		return nil, true
	}
	if r.seq != nil {
		if m, done := r.seq.find(s, from); done {
			return m, true
		}
	}
	switch {
	case r.accel.simple():
		if i, j := r.accel.find(s, from); i >= 0 {
			m = []int{i, j}
		}
	case r.accel.anchored != nil:
		lineStarts(s, from, func(c int) bool {
			if m = r.accel.anchored.FindStringSubmatchIndex(s[c:]); m != nil {
				shift(m, c)
			}
			return m != nil
		})
	case r.accel.firstBytes != nil:
		m = r.tryFirst(s, from)
	case from == 0:
		m = r.re2.FindStringSubmatchIndex(s)
	case !r.t.contextual:
		m = r.re2.FindStringSubmatchIndex(s[from:])
		shift(m, from)
	default:
		cont := r.continuation()
		if cont == nil {
			return nil, false
		}
		_, w := utf8.DecodeLastRuneInString(s[:from])
		base := from - w
		cm := cont.FindStringSubmatchIndex(s[base:])
		if cm == nil {
			return nil, true
		}
		m = make([]int, len(cm)-2)
		m[0], m[1] = cm[2]+base, cm[1]+base
		for i := 4; i < len(cm); i++ {
			m[i-2] = cm[i]
			if cm[i] >= 0 {
				m[i-2] += base
			}
		}
	}
	if m != nil && r.t.caret && m[1] == len(s) && strings.HasSuffix(s, "\n") {
		return nil, false
	}
	return m, true
}

// tryFirst searches a pattern with known first bytes (see accel): an
// anchored try at the first candidate, then, if that fails, the normal
// search after it, so the cost stays linear.
func (r *Regexp) tryFirst(s string, from int) []int {
	k := r.accel.firstCandidate(s, from)
	if k < 0 {
		return nil
	}
	// A required literal occurs at litAt, so a search from a position up
	// to there need not look for one again.
	litAt := -1
	for tries := 0; ; {
		if r.accel.leadRun == nil || r.accel.mayStartAt(s, k) {
			if m := r.accel.tryAt.FindStringSubmatchIndex(s[k:]); m != nil {
				shift(m, k)
				return m
			}
			tries++
		}
		if r.accel.leadRun == nil || tries == maxRunTries {
			break
		}
		// No match starts in the rest of this run (see accel.leadRun):
		// on to the next place one can start.
		next := r.accel.runEnd(s, k)
		switch {
		case r.accel.lits == nil, next <= litAt:
		case r.accel.narrow:
			var possible bool
			if next, possible = r.accel.start(s, next); !possible {
				return nil
			}
		default:
			if litAt = r.accel.nextLit(s, next); litAt < 0 {
				return nil
			}
		}
		if k = r.accel.firstCandidate(s, next); k < 0 {
			return nil
		}
	}
	_, w := utf8.DecodeRuneInString(s[k:])
	m := r.re2.FindStringSubmatchIndex(s[k+w:])
	shift(m, k+w)
	return m
}

// maxRunTries bounds the anchored tries at successive runs before the
// normal search takes over, so that the cost stays linear in the input.
const maxRunTries = 32

// shift moves match offsets found in s[by:] to offsets in s.
func shift(m []int, by int) {
	for i := range m {
		if m[i] >= 0 {
			m[i] += by
		}
	}
}

// execBT runs the backtracking program.
func (r *Regexp) execBT(sub *subject, pos int) ([]int, error) {
	bt, err := r.backtracker()
	if err != nil {
		return nil, err
	}
	from, possible := r.accel.start(sub.s, pos)
	if !possible {
		return nil, nil
	}
	sub.prepareRunes()
	// One operation (gsub, split, ...) runs many searches; together they
	// get the time limit of one, plus the search that overruns it.
	if sub.btStart.IsZero() {
		sub.btStart = time.Now()
	} else if time.Since(sub.btStart) > r.timeout {
		return nil, timeoutError(r, r.timeout)
	}
	m, err := r.runBT(bt, sub, sub.runeIndex(from))
	if err != nil {
		return nil, r.matchError(err)
	}
	if m == nil {
		return nil, nil
	}
	groups := m.Groups()
	em := make([]int, 2*len(groups))
	for i, g := range groups {
		if len(g.Captures) == 0 {
			em[2*i], em[2*i+1] = -1, -1
			continue
		}
		em[2*i], em[2*i+1] = sub.byteOffset(g.Index), sub.byteOffset(g.Index+g.Length)
	}
	return r.toRuby(em), nil
}

// matchError turns a regexp2 failure into this package's error.
func (r *Regexp) matchError(err error) error {
	if err == ErrInterrupted {
		return err
	}
	if isTimeout(err) {
		return timeoutError(r, r.timeout)
	}
	return errors.Join(errors.New("regular expression "+describe(r.source, r.options)), err)
}

// toRuby maps engine groups to Ruby's: hidden groups dropped, and the
// match start moved to the last \K passed.
func (r *Regexp) toRuby(m []int) []int {
	if m == nil || r.identity {
		return m
	}
	n := r.NumSubexp()
	out := make([]int, 2*(n+1))
	out[0], out[1] = m[0], m[1]
	kept := -1
	for _, k := range r.t.keeps {
		kept = max(kept, m[2*k])
	}
	if kept >= 0 {
		out[0] = min(kept, m[1]) // a \K in a look-ahead may lie beyond the end
	}
	for i := 1; i <= n; i++ {
		g := r.t.visible[i]
		out[2*i], out[2*i+1] = m[2*g], m[2*g+1]
	}
	return out
}

// MatchString reports whether s contains a match. The error reports a
// backtracking match that ran out of time.
func (r *Regexp) MatchString(s string) (bool, error) { return r.matchString(s, nil) }

func (r *Regexp) matchString(s string, stop *atomic.Bool) (bool, error) {
	// The automaton follows RE2's program, whose ^ matches after a final
	// newline where Ruby's does not (see execRE2).
	if r.re2 != nil && !(r.t.caret && strings.HasSuffix(s, "\n")) {
		r.dfaOnce.Do(func() { r.dfa = newDFA(r.t.re2) })
		if r.dfa != nil {
			if ok, known := r.dfa.match(s); known {
				// It stops at the first match, perhaps before a broken
				// byte; it gives up at the first byte that is not ASCII.
				if ok && !isASCII(s) && !utf8.ValidString(s) {
					return false, ErrInvalidUTF8
				}
				return ok, nil
			}
		}
	}
	sub, err := r.newSubject(s, stop)
	if err != nil {
		return false, err
	}
	if !sub.useBT && !r.t.caret && r.accel.lits == nil && !r.accel.simple() {
		return r.re2.MatchString(s), nil
	}
	m, err := r.exec(&sub, 0)
	return m != nil, err
}

// FindStringSubmatchIndex returns the byte offsets of the leftmost match
// and its groups (pairs, -1 for a group that did not take part), or nil.
// After \K the match starts where \K was passed.
func (r *Regexp) FindStringSubmatchIndex(s string) ([]int, error) {
	return r.findIndex(s, nil, nil)
}

func (r *Regexp) findIndex(s string, stop *atomic.Bool, memo *ASCIIMemo) ([]int, error) {
	sub, err := r.newSubjectOf(s, memo.isASCII(s), stop)
	if err != nil {
		return nil, err
	}
	return r.exec(&sub, 0)
}

// FindAllStringSubmatchIndex returns up to n successive matches (all when
// n < 0) in the form of FindStringSubmatchIndex, found the way Ruby's
// String#scan finds them: each search starts where the previous match
// ended, one character later after an empty match, so an empty match
// right after a non-empty one counts ("abc".scan(/b*/) has four).
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) ([][]int, error) {
	return r.findAll(s, n, nil)
}

func (r *Regexp) findAll(s string, n int, stop *atomic.Bool) ([][]int, error) {
	var out [][]int
	err := r.each(s, stop, func(m []int) bool {
		out = append(out, m)
		return n < 0 || len(out) < n
	})
	return out, err
}

// Scan returns every match of Ruby's String#scan, in the form of
// FindStringSubmatchIndex.
func (r *Regexp) Scan(s string) ([][]int, error) { return r.FindAllStringSubmatchIndex(s, -1) }

// each calls f with each successive match in Ruby's scan/gsub order
// until f returns false.
func (r *Regexp) each(s string, stop *atomic.Bool, f func(m []int) bool) error {
	sub, err := r.newSubject(s, stop)
	if err != nil {
		return err
	}
	for pos := 0; pos <= len(s); {
		m, err := r.exec(&sub, pos)
		if err != nil || m == nil {
			return err
		}
		if !f(m) {
			return nil
		}
		pos = advance(s, m)
	}
	return nil
}

// advance is where Ruby searches after match m: its end, or one
// character further when it is empty.
func advance(s string, m []int) int {
	if m[0] != m[1] {
		return m[1]
	}
	if m[1] >= len(s) {
		return m[1] + 1
	}
	_, w := utf8.DecodeRuneInString(s[m[1]:])
	return m[1] + w
}
