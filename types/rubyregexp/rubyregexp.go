package rubyregexp

import (
	"regexp"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dlclark/regexp2"
)

// Regexp is a compiled regular expression. It is safe for concurrent use.
type Regexp struct {
	source    string
	options   string // Ruby's option letters, "mix" order
	names     []string
	t         *translation
	re2       *regexp.Regexp // nil when the pattern needs the backtracking engine
	accel     *accel         // shortcuts for re2
	seq       *seq           // runs re2's searches when the pattern allows
	identity  bool           // engine groups are Ruby's groups, no \K
	timeout   time.Duration
	engineCap int // capture groups in the engine programs

	contOnce sync.Once
	cont     *regexp.Regexp // see continuation

	btOnce sync.Once
	bt     *regexp2.Regexp
	btErr  error

	dfaOnce sync.Once
	dfa     *dfa // see matchString; nil when it does not apply

	quickOnce sync.Once
	quick     *regexp2.Regexp // bt with the time limit quickBudget; see runBT
}

// DefaultMatchTimeout is the time limit of one backtracking match.
const DefaultMatchTimeout = 5 * time.Second

var (
	cache        = newLRU(cacheSize)
	matchTimeout atomic.Int64
)

func init() { matchTimeout.Store(int64(DefaultMatchTimeout)) }

// SetMatchTimeout sets the time limit of one backtracking match for
// patterns compiled from now on (it empties the compile cache) and
// returns the previous limit. RE2-run patterns need no limit.
func SetMatchTimeout(d time.Duration) time.Duration {
	prev := time.Duration(matchTimeout.Swap(int64(d)))
	cache.clear()
	return prev
}

// Compile compiles a pattern in Ruby's syntax with no options, as Puppet
// compiles regexp literals and strings used as patterns. Compilations are
// cached.
func Compile(pattern string) (*Regexp, error) {
	return compileCached(pattern, flags{charset: 'd'})
}

// CompileWithFlags compiles a pattern with Ruby's options: ignoreCase is
// Regexp::IGNORECASE (regsubst's I flag), extended is Regexp::EXTENDED
// (E) and multiline is Regexp::MULTILINE (M), which in Ruby makes '.'
// match a newline (^ and $ always match at line boundaries).
func CompileWithFlags(pattern string, ignoreCase, extended, multiline bool) (*Regexp, error) {
	return compileCached(pattern, flags{ignoreCase: ignoreCase, extended: extended, dotAll: multiline, charset: 'd'})
}

// optionLetters renders initial flags in the order Ruby prints them.
func optionLetters(f flags) string {
	s := ""
	if f.dotAll {
		s += "m"
	}
	if f.ignoreCase {
		s += "i"
	}
	if f.extended {
		s += "x"
	}
	return s
}

func compileCached(pattern string, f flags) (*Regexp, error) {
	options := optionLetters(f)
	key := cacheKey{options, pattern}
	if r, ok := cache.get(key); ok {
		return r, nil
	}
	r, err := compile(pattern, f, options)
	if err != nil {
		return nil, err
	}
	cache.put(key, r)
	return r, nil
}

func compile(pattern string, f flags, options string) (*Regexp, error) {
	tree, caps, err := parse(pattern, f)
	if err != nil {
		return nil, &Error{Msg: err.Error(), Source: pattern, Options: options}
	}
	t := translate(tree, caps)
	r := &Regexp{
		source:  pattern,
		options: options,
		t:       t,
		timeout: time.Duration(matchTimeout.Load()),
		names:   []string{""},
	}
	for _, c := range caps {
		if c.number > 0 {
			r.names = append(r.names, c.name)
		}
	}
	r.engineCap = len(t.visible) - 1 + len(t.keeps)
	r.identity = len(t.keeps) == 0
	for i, g := range t.visible {
		if i > 0 && g != i {
			r.identity = false
		}
	}
	if t.re2Reason == "" {
		if re, err := regexp.Compile(t.re2); err == nil {
			r.re2 = re
		}
	}
	r.accel = newAccel(tree, t, r.re2)
	if r.re2 != nil && !r.accel.simple() && len(t.keeps) == 0 {
		r.seq = newSeq(tree, r.engineCap)
	}
	if r.re2 == nil {
		if _, err := r.backtracker(); err != nil {
			return nil, &Error{Msg: err.Error(), Source: pattern, Options: options}
		}
	}
	return r, nil
}

// backtracker returns the regexp2 program, compiling it on first use.
func (r *Regexp) backtracker() (*regexp2.Regexp, error) {
	r.btOnce.Do(func() {
		r.bt, r.btErr = regexp2.Compile(r.t.bt, regexp2.None)
		if r.btErr == nil {
			r.bt.MatchTimeout = r.timeout
		}
	})
	return r.bt, r.btErr
}

// continuation returns an RE2 program that, run on the input from one
// character before a position, finds the leftmost match at or after the
// position with that character as context: `\A.(?s:.*?)()(?:P)`, whose
// group 1 marks where P's match starts. It is nil if RE2 refuses it.
func (r *Regexp) continuation() *regexp.Regexp {
	r.contOnce.Do(func() {
		r.cont, _ = regexp.Compile(`\A(?s:.)(?s:.*?)()(?:` + r.t.re2 + `)`)
	})
	return r.cont
}

// String returns the pattern's source text.
func (r *Regexp) String() string { return r.source }

// NumSubexp returns the number of capture groups. As in Ruby, when a
// pattern has named groups only those capture.
func (r *Regexp) NumSubexp() int { return len(r.names) - 1 }

// SubexpNames returns the names of the capture groups; index 0 is the
// whole match and unnamed groups have "". Ruby allows a name twice.
func (r *Regexp) SubexpNames() []string { return r.names }

// UsesBacktracking reports whether matching always runs on the
// backtracking engine (the pattern needs a feature RE2 lacks).
func (r *Regexp) UsesBacktracking() bool { return r.re2 == nil }
