package rubyregexp

import (
	"errors"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dlclark/regexp2"
)

// ErrInterrupted is the error of a match given up because its stop flag
// was set (see Stoppable).
var ErrInterrupted = errors.New("regular expression match interrupted")

// Stoppable is a Regexp whose matching gives up with ErrInterrupted soon
// (tens of milliseconds) after *stop becomes true, instead of running on
// to the backtracking time limit. Searches that run on RE2 take linear
// time and never look at the flag.
type Stoppable struct {
	r    *Regexp
	stop *atomic.Bool
	memo *ASCIIMemo
}

// Until returns r's operations that give up when *stop becomes true. It
// allocates nothing.
func (r *Regexp) Until(stop *atomic.Bool) Stoppable { return Stoppable{r: r, stop: stop} }

// Remembering returns s whose searches (FindStringSubmatchIndex) look up
// and keep in memo whether their input is all ASCII.
func (s Stoppable) Remembering(memo *ASCIIMemo) Stoppable {
	s.memo = memo
	return s
}

// MatchString is Regexp.MatchString.
func (s Stoppable) MatchString(str string) (bool, error) { return s.r.matchString(str, s.stop) }

// FindStringSubmatchIndex is Regexp.FindStringSubmatchIndex.
func (s Stoppable) FindStringSubmatchIndex(str string) ([]int, error) {
	return s.r.findIndex(str, s.stop, s.memo)
}

// Scan is Regexp.Scan.
func (s Stoppable) Scan(str string) ([][]int, error) { return s.r.findAll(str, -1, s.stop) }

// Split is Regexp.Split.
func (s Stoppable) Split(str string, limit int) ([]string, error) {
	return s.r.split(str, limit, s.stop)
}

// Replace is Regexp.Replace.
func (s Stoppable) Replace(str, repl string, global bool) (string, error) {
	return s.r.replaceWith(str, repl, global, s.stop)
}

// ReplaceFunc is Regexp.ReplaceFunc.
func (s Stoppable) ReplaceFunc(str string, global bool, f func(match []int) string) (string, error) {
	return s.r.replaceFunc(str, global, s.stop, f)
}

// quickBudget is how long a stoppable backtracking search runs on the
// calling goroutine; nearly every search ends well within it. One that
// does not starts again on a goroutine of its own with the whole time
// limit, while the caller watches the stop flag every pollPeriod.
// regexp2 cannot be cancelled, so on a stop that goroutine is abandoned
// and ends at its own time limit.
const (
	quickBudget = 20 * time.Millisecond
	pollPeriod  = 10 * time.Millisecond
)

// regexp2 checks its time limits against a clock that ticks every
// period; its default (100 ms) would make the quick budget several times
// longer than it says.
func init() { regexp2.SetTimeoutCheckPeriod(pollPeriod) }

// runBT runs the backtracking program bt from rune index start, giving up
// with ErrInterrupted when sub's stop flag is set.
func (r *Regexp) runBT(bt *regexp2.Regexp, sub *subject, start int) (*regexp2.Match, error) {
	if sub.stop == nil {
		return bt.FindRunesMatchStartingAt(sub.runes, start)
	}
	if sub.stop.Load() {
		return nil, ErrInterrupted
	}
	r.quickOnce.Do(func() {
		// bt compiled, so the same pattern compiles again.
		r.quick, _ = regexp2.Compile(r.t.bt, regexp2.None)
		r.quick.MatchTimeout = min(quickBudget, r.timeout)
	})
	m, err := r.quick.FindRunesMatchStartingAt(sub.runes, start)
	if err == nil || !isTimeout(err) || r.timeout <= quickBudget {
		return m, err
	}
	type result struct {
		m   *regexp2.Match
		err error
	}
	done := make(chan result, 1)
	runes := sub.runes
	go func() {
		m, err := bt.FindRunesMatchStartingAt(runes, start)
		done <- result{m, err}
	}()
	tick := time.NewTicker(pollPeriod)
	defer tick.Stop()
	for {
		select {
		case res := <-done:
			return res.m, res.err
		case <-tick.C:
			if sub.stop.Load() {
				return nil, ErrInterrupted
			}
		}
	}
}

// isTimeout reports whether err is regexp2's time limit.
func isTimeout(err error) bool { return strings.Contains(err.Error(), "timeout") }
