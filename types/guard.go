package types

import (
	"reflect"
	"sync"
)

// The recursion states a guard reports.
const (
	recursionNone   = 0
	recursionInThis = 1
	recursionInThat = 2
	recursionInBoth = 3
)

// guard detects self recursion while a self-recursive type alias is
// checked. "This" is the type being asked (instance or assignability
// target), "that" is what it is asked about (a value or another type).
// A nil *guard is valid and is only turned into a real one, with ensure,
// when a self-recursive alias is met, so checks that involve no such
// alias never allocate. The sets are keySets: a short slice while
// recursion through aliases is shallow, as it nearly always is, and a
// map once a deeply nested value has entered many levels.
type guard struct {
	state         int
	thisSet       keySet
	thatSet       keySet
	recursiveThis keySet
	recursiveThat keySet
	// pairs are the assignability questions involving a self-recursive
	// alias being answered on the current path; meeting one again means
	// the recursion makes no progress.
	pairs pairStack
	// poll, when it has a flag, stops a check walking a large value (see
	// IsInstanceUntil); a guard that carries only a poll is idle.
	poll Poll
}

// stop counts one element of a walk and reports whether the check must
// give up (its answer is then false).
func (g *guard) stop() bool { return g != nil && g.poll.Stop() }

// idle reports whether g has met no self-recursive alias on the current
// path: nil, or a guard that so far only carries a poll.
func (g *guard) idle() bool {
	return g == nil || g.state == 0 && g.thisSet.empty() && g.thatSet.empty() && len(g.pairs.stack) == 0
}

type aliasPair struct {
	this, that Type
}

// pairStack is the path of assignability questions: a stack, searched
// linearly while it is short, with a count of each question once it
// grows (a deeply nested type enters one question per level).
type pairStack struct {
	stack  []aliasPair
	counts map[aliasPair]int
}

// onPath reports whether "is that assignable to this" is already being
// answered further up the current path.
func (g *guard) onPath(this, that Type) bool {
	p := aliasPair{this, that}
	if g.pairs.counts != nil {
		return g.pairs.counts[p] > 0
	}
	for _, x := range g.pairs.stack {
		if x == p {
			return true
		}
	}
	return false
}

// pushPair enters a question on the path; popPair leaves the last one.
func (g *guard) pushPair(this, that Type) {
	s := &g.pairs
	p := aliasPair{this, that}
	s.stack = append(s.stack, p)
	switch {
	case s.counts != nil:
		s.counts[p]++
	case len(s.stack) > smallKeySet:
		s.counts = make(map[aliasPair]int, 2*smallKeySet)
		for _, x := range s.stack {
			s.counts[x]++
		}
	}
}

func (g *guard) popPair() {
	s := &g.pairs
	p := s.stack[len(s.stack)-1]
	s.stack[len(s.stack)-1] = aliasPair{}
	s.stack = s.stack[:len(s.stack)-1]
	if s.counts != nil {
		if s.counts[p]--; s.counts[p] == 0 {
			delete(s.counts, p)
		}
	}
}

func (g *guard) ensure() *guard {
	if g == nil {
		return &guard{}
	}
	return g
}

// guards recycles the guards of top-level checks: checks against Data
// and RichData need one for every value.
var guards = sync.Pool{New: func() any { return &guard{} }}

// acquire returns g, or when g is nil a guard from the pool and true:
// the caller then gives it back with release once the check is done.
// (Calls, not defers: the checks that take a guard are the hot path of
// type inference, and a check that panics only loses its guard.)
func (g *guard) acquire() (*guard, bool) {
	if g != nil {
		return g, false
	}
	return guards.Get().(*guard), true
}

// release empties a guard taken from the pool and puts it back.
func (g *guard) release() {
	g.state = 0
	g.thisSet.reset()
	g.thatSet.reset()
	g.recursiveThis.reset()
	g.recursiveThat.reset()
	clear(g.pairs.stack)
	g.pairs.stack = g.pairs.stack[:0]
	g.pairs.counts = nil
	g.poll = Poll{}
	guards.Put(g)
}

// withThis runs f with t entered as "this"; if t was already entered, the
// state reports recursion in this (and keeps reporting it, as Puppet's
// guard does).
func (g *guard) withThis(t any, f func(state int) bool) bool {
	if g.state&recursionInThis == 0 {
		if put(&g.thisSet, &g.recursiveThis, t) {
			g.state |= recursionInThis
		} else {
			r := f(g.state)
			g.state &^= recursionInThis
			g.thisSet.remove(t)
			return r
		}
	}
	return f(g.state)
}

// withThat is withThis for the "that" side.
func (g *guard) withThat(v any, f func(state int) bool) bool {
	if g.state&recursionInThat == 0 {
		if put(&g.thatSet, &g.recursiveThat, v) {
			g.state |= recursionInThat
		} else {
			r := f(g.state)
			g.state &^= recursionInThat
			g.thatSet.remove(v)
			return r
		}
	}
	return f(g.state)
}

// withThatInt is withThat for a function with a three-way result.
func (g *guard) withThatInt(v any, f func(state int) int) int {
	var r int
	g.withThat(v, func(state int) bool { r = f(state); return true })
	return r
}

// withThisInt is withThis for a function with a three-way result.
func (g *guard) withThisInt(t any, f func(state int) int) int {
	var r int
	g.withThis(t, func(state int) bool { r = f(state); return true })
	return r
}

// addThat enters v as "that" for the rest of the check.
func (g *guard) addThat(v any) int {
	if g.state&recursionInThat == 0 {
		if put(&g.thatSet, &g.recursiveThat, v) {
			g.state |= recursionInThat
		}
	}
	return g.state
}

// isRecursiveThis reports whether t was entered while already entered.
func (g *guard) isRecursiveThis(t any) bool { return g.recursiveThis.has(t) }

// put adds k to *set and reports whether it was present already (then it
// is also recorded in *rec).
func put(set, rec *keySet, k any) bool {
	if set.has(k) {
		if !rec.has(k) {
			rec.add(k)
		}
		return true
	}
	set.add(k)
	return false
}

// keySet is a set of comparable keys: a slice, searched linearly, up to
// smallKeySet keys, then a map.
type keySet struct {
	small []any
	big   map[any]struct{}
}

const smallKeySet = 16

func (s *keySet) has(k any) bool {
	if s.big != nil {
		_, ok := s.big[k]
		return ok
	}
	for _, x := range s.small {
		if x == k {
			return true
		}
	}
	return false
}

func (s *keySet) add(k any) {
	if s.big == nil && len(s.small) < smallKeySet {
		s.small = append(s.small, k)
		return
	}
	if s.big == nil {
		s.big = make(map[any]struct{}, 2*smallKeySet)
		for _, x := range s.small {
			s.big[x] = struct{}{}
		}
		s.small = s.small[:0]
	}
	s.big[k] = struct{}{}
}

func (s *keySet) remove(k any) {
	if s.big != nil {
		delete(s.big, k)
		return
	}
	for i := len(s.small) - 1; i >= 0; i-- {
		if s.small[i] == k {
			s.small = append(s.small[:i], s.small[i+1:]...)
			return
		}
	}
}

func (s *keySet) empty() bool { return len(s.small) == 0 && len(s.big) == 0 }

func (s *keySet) reset() {
	clear(s.small)
	s.small = s.small[:0]
	s.big = nil
}

// identity returns a comparable key that identifies v for recursion
// detection: the value itself when it is comparable (scalars, pointers),
// otherwise its hash-key text.
func identity(v Value) any {
	switch v.(type) {
	case Int, Float, String, Bool, UndefValue, DefaultValue, *Array, *Hash:
		return v
	}
	if v != nil && reflect.TypeOf(v).Comparable() {
		return v
	}
	return KeyString(v)
}
