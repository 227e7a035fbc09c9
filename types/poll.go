package types

import (
	"errors"
	"sync/atomic"
)

// ErrInterrupted is the error of a walk over a value given up because
// its Poll saw the interrupt flag set.
var ErrInterrupted = errors.New("interrupted")

// pollEvery is how many elements a walk visits between two looks at the
// interrupt flag: often enough to stop within milliseconds, rarely
// enough to cost nothing measurable.
const pollEvery = 4096

// Poll is a walk over values that stops soon after an interrupt flag
// (an evaluation's) is set. A walk can take long even though nesting is
// bounded: a value may hold millions of elements, or share parts so that
// walking it visits exponentially many (`[$m, $m]` forty times over).
// Walks count elements with Stop; a nil *Poll never stops.
type Poll struct {
	flag    *atomic.Bool
	n       uint32
	stopped bool
}

// NewPoll returns a poll of flag (nil: never stops).
func NewPoll(flag *atomic.Bool) Poll { return Poll{flag: flag} }

// Stop counts one element and reports whether the walk must stop.
func (p *Poll) Stop() bool {
	if p == nil {
		return false
	}
	if !p.stopped {
		p.n++
		p.stopped = p.n%pollEvery == 0 && p.flag != nil && p.flag.Load()
	}
	return p.stopped
}

// StopAfter counts n elements at once, for work worth that many (copying
// a long text), and reports whether the walk must stop.
func (p *Poll) StopAfter(n int) bool {
	if p == nil {
		return false
	}
	if !p.stopped {
		before := p.n
		p.n += uint32(n)
		p.stopped = (n >= pollEvery || p.n/pollEvery != before/pollEvery) && p.flag != nil && p.flag.Load()
	}
	return p.stopped
}

// Err is ErrInterrupted when the walk stopped, else nil.
func (p *Poll) Err() error {
	if p != nil && p.stopped {
		return ErrInterrupted
	}
	return nil
}

// ElementsUpTo counts the elements of v and of the arrays and hashes in
// it (a hash entry's key and value each count), as a walk over v visits
// them: a part shared n times counts n times. It stops counting once the
// count passes limit, so it returns at most limit+1 and takes time in
// proportion to that, however large v is.
func ElementsUpTo(v Value, limit int) int {
	return min(countUpTo(v, limit, 0), limit+1)
}

// countUpTo adds the elements of v to n until n passes limit.
func countUpTo(v Value, limit, n int) int {
	switch x := v.(type) {
	case *Array:
		for _, e := range x.Elements() {
			if n > limit {
				break
			}
			n = countUpTo(e, limit, n+1)
		}
	case *Hash:
		// (Not Entries: for a hash with replaced values that would copy
		// all of them.)
		for i := range x.entries {
			if n > limit {
				break
			}
			n = countUpTo(x.valueAt(i), limit, countUpTo(x.entries[i].Key, limit, n+2))
		}
	}
	return n
}
