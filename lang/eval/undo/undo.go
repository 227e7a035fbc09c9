// Package undo makes persistent state roll back by construction: the
// session evaluates each input as a transaction, and a failed input must
// change nothing. State kept in a Map, a Cell, a Slice or a Version
// records how to undo each change in the Log of the evaluation making
// it, so no call site has to remember to. A structure of another package
// that outlives an input (the evaluator's scopes) journals itself the
// same way, through its Birth.
//
// Journaling costs nothing outside an input (the Log records only
// between Begin and Keep or Undo) and nothing for a structure made by
// the input under way: undoing the input makes such a structure
// unreachable, so its changes need no undoing. Any other change records
// one step, in O(1).
package undo

import "iter"

// Log records how to undo the changes made while one input runs.
type Log struct {
	steps []func()
	// now is the input running or last run, recording is set while one
	// runs; between is where the structures made outside an input were
	// made.
	now       *input
	recording bool
	between   input
}

// input is one input a Log journals, which structures record they were
// made in (see Birth).
type input struct {
	log *Log
}

// Begin starts journaling the changes of a new input.
func (l *Log) Begin() {
	l.Keep()
	l.now = &input{log: l}
	l.recording = true
}

// Undo undoes every recorded change, newest first, and stops journaling.
func (l *Log) Undo() {
	l.recording = false
	for i := len(l.steps) - 1; i >= 0; i-- {
		l.steps[i]()
		l.steps[i] = nil
	}
	l.steps = l.steps[:0]
}

// Keep keeps the changes (the input succeeded) and stops journaling.
func (l *Log) Keep() {
	l.recording = false
	clear(l.steps)
	l.steps = l.steps[:0]
}

// Outside runs f with journaling stopped: for changes an input makes on
// behalf of no input (the node's facts, bound on their first use), which
// a failed input keeps.
func (l *Log) Outside(f func()) {
	was := l.recording
	l.recording = false
	defer func() { l.recording = was }()
	f()
}

// Len is the number of changes recorded.
func (l *Log) Len() int { return len(l.steps) }

// Birth ties a journaling structure to the Log that journals its changes
// and to the input that made it, in one word. The zero Birth ties to no
// Log: the structure is a temporary, never journaled.
type Birth struct {
	in *input
}

// Birth returns the Birth of a structure made now. One made between
// inputs, or outside an input's journaling, is journaled by every input.
func (l *Log) Birth() Birth {
	if !l.recording {
		l.between.log = l
		return Birth{&l.between}
	}
	return Birth{l.now}
}

// Tied reports whether the structure journals its changes in a Log.
func (b Birth) Tied() bool { return b.in != nil }

// Tracks reports whether a change to the structure must be journaled
// now: an input is running, and it did not make the structure.
func (b Birth) Tracks() bool {
	return b.in != nil && b.in.log.recording && b.in != b.in.log.now
}

// Record records the undoing of a change to the structure; call it only
// when Tracks.
func (b Birth) Record(undo func()) {
	b.in.log.steps = append(b.in.log.steps, undo)
}

// first reports, once per input, whether this is the structure's first
// change of its kind in the running input (at is where the structure
// keeps the input of its last such change).
func (b Birth) first(at **input) bool {
	now := b.in.log.now
	if *at == now {
		return false
	}
	*at = now
	return true
}

// Map is a map whose changes record their undoing in a Log. It is kept
// by value in the structure it belongs to (the undo steps refer to it
// where it is), so it must not be copied once in use. The zero Map is an
// empty temporary.
type Map[K comparable, V any] struct {
	m map[K]V
	b Birth
}

// NewMap returns an empty Map journaling into log.
func NewMap[K comparable, V any](log *Log) Map[K, V] {
	return Map[K, V]{b: log.Birth()}
}

// Tied reports whether the Map journals its changes.
func (m *Map[K, V]) Tied() bool { return m.b.Tied() }

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
	if m.b.Tracks() {
		old, existed := m.m[k]
		m.b.Record(func() { m.restore(k, old, existed) })
	}
	if m.m == nil {
		m.m = map[K]V{}
	}
	m.m[k] = v
}

// Delete removes k.
func (m *Map[K, V]) Delete(k K) {
	old, existed := m.m[k]
	if !existed {
		return
	}
	delete(m.m, k)
	if m.b.Tracks() {
		m.b.Record(func() { m.m[k] = old })
	}
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

// Cell is a variable whose changes record their undoing in a Log. Like
// a Map it must not be copied once in use; the zero Cell is a temporary.
type Cell[T any] struct {
	v T
	b Birth
}

// NewCell returns a Cell holding v, journaling into log.
func NewCell[T any](log *Log, v T) Cell[T] {
	return Cell[T]{v: v, b: log.Birth()}
}

// Tied reports whether the Cell journals its changes.
func (c *Cell[T]) Tied() bool { return c.b.Tied() }

// Get returns the value.
func (c *Cell[T]) Get() T { return c.v }

// Set sets the value.
func (c *Cell[T]) Set(v T) {
	if c.b.Tracks() {
		old := c.v
		c.b.Record(func() { c.v = old })
	}
	c.v = v
}

// Slice is a list whose changes record their undoing in a Log. Like a
// Map it must not be copied once in use; the zero Slice is an empty
// temporary.
type Slice[T any] struct {
	s []T
	b Birth
	// grown is the input whose first Append was journaled: undoing
	// that one undoes the later ones too.
	grown *input
}

// NewSlice returns an empty Slice journaling into log.
func NewSlice[T any](log *Log) Slice[T] {
	return Slice[T]{b: log.Birth()}
}

// Tied reports whether the Slice journals its changes.
func (s *Slice[T]) Tied() bool { return s.b.Tied() }

// Items returns the elements, for reading: appending to the result
// copies it.
func (s *Slice[T]) Items() []T { return s.s[:len(s.s):len(s.s)] }

// Len is the number of elements.
func (s *Slice[T]) Len() int { return len(s.s) }

// At returns element i.
func (s *Slice[T]) At(i int) T { return s.s[i] }

// Append adds elements at the end. Only an input's first Append records
// a step (cutting the list back to its length then undoes the others;
// Put and Replace record their own).
func (s *Slice[T]) Append(v ...T) {
	if s.b.Tracks() && s.b.first(&s.grown) {
		n := len(s.s)
		s.b.Record(func() { s.s = s.s[:n] })
	}
	s.s = append(s.s, v...)
}

// Put sets element i to v.
func (s *Slice[T]) Put(i int, v T) {
	if s.b.Tracks() {
		old := s.s[i]
		s.b.Record(func() { s.s[i] = old })
	}
	s.s[i] = v
}

// Replace makes list, which the Slice takes over, its elements.
func (s *Slice[T]) Replace(list []T) {
	if s.b.Tracks() {
		old := s.s
		s.b.Record(func() { s.s = old })
	}
	s.s = list
}

// Version numbers the states of something kept elsewhere (the functions,
// the type aliases): it moves with each change, and moves again when an
// input's changes are undone, so what was worked out from the state at
// one Version is known stale at any other. Like a Map it must not be
// copied once in use.
type Version struct {
	n int
	b Birth
}

// NewVersion returns a Version journaling into log.
func NewVersion(log *Log) Version {
	return Version{b: log.Birth()}
}

// Tied reports whether undoing an input moves the Version.
func (v *Version) Tied() bool { return v.b.Tied() }

// Get returns the current number.
func (v *Version) Get() int { return v.n }

// Bump moves the Version for a change.
func (v *Version) Bump() {
	v.n++
	if v.b.Tracks() {
		v.b.Record(func() { v.n++ })
	}
}

// Tie makes the Map journal its changes in log from now on, as made now.
func (m *Map[K, V]) Tie(log *Log) { m.b = log.Birth() }

// Tie makes the Cell journal its changes in log from now on, as made now.
func (c *Cell[T]) Tie(log *Log) { c.b = log.Birth() }

// Tie makes the Slice journal its changes in log from now on, as made now.
func (s *Slice[T]) Tie(log *Log) { s.b = log.Birth() }
