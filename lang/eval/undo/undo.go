// Package undo makes persistent state roll back by construction: the
// session evaluates each input as a transaction, and a failed input must
// change nothing. State kept in a Map (or changed through Log.Do) records
// how to undo each change in the Log of the evaluation making it, so no
// call site has to remember to.
package undo

import "iter"

// Log records how to undo the changes made while one input runs.
type Log struct {
	steps []func()
}

// Do records the undoing of a change made outside a Map.
func (l *Log) Do(undo func()) {
	l.steps = append(l.steps, undo)
}

// Undo undoes every recorded change, newest first, and empties the log.
func (l *Log) Undo() {
	for i := len(l.steps) - 1; i >= 0; i-- {
		l.steps[i]()
		l.steps[i] = nil
	}
	l.steps = l.steps[:0]
}

// Keep empties the log, keeping the changes (the input succeeded).
func (l *Log) Keep() {
	clear(l.steps)
	l.steps = l.steps[:0]
}

// Len is the number of changes recorded.
func (l *Log) Len() int { return len(l.steps) }

// A Journal records how to undo a change: a Log, or the journaling of
// the evaluator a package reaches through an interface (Func).
type Journal interface {
	Do(undo func())
}

// Func is a Journal made of a function that records an undo step.
type Func func(undo func())

// Do implements Journal.
func (f Func) Do(undo func()) { f(undo) }

// Map is a map whose changes record their undoing in a Log. It is kept
// by value in the structure it belongs to (the undo steps refer to it
// where it is), so it must not be copied once in use.
type Map[K comparable, V any] struct {
	m   map[K]V
	log Journal
}

// NewMap returns an empty Map journaling into log.
func NewMap[K comparable, V any](log Journal) Map[K, V] {
	return Map[K, V]{m: map[K]V{}, log: log}
}

// Get returns the value of k and whether it is set.
func (m *Map[K, V]) Get(k K) (V, bool) {
	v, ok := m.m[k]
	return v, ok
}

// At returns the value of k, the zero value when it is not set.
func (m *Map[K, V]) At(k K) V { return m.m[k] }

// Len is the number of keys set.
func (m *Map[K, V]) Len() int { return len(m.m) }

// Set sets k to v.
func (m *Map[K, V]) Set(k K, v V) {
	old, existed := m.m[k]
	m.m[k] = v
	m.log.Do(func() { m.restore(k, old, existed) })
}

// Delete removes k.
func (m *Map[K, V]) Delete(k K) {
	old, existed := m.m[k]
	if !existed {
		return
	}
	delete(m.m, k)
	m.log.Do(func() { m.m[k] = old })
}

func (m *Map[K, V]) restore(k K, old V, existed bool) {
	if existed {
		m.m[k] = old
	} else {
		delete(m.m, k)
	}
}

// All yields the keys and values, in no particular order.
func (m *Map[K, V]) All() iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for k, v := range m.m {
			if !yield(k, v) {
				return
			}
		}
	}
}
