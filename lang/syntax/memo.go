package syntax

import "sync/atomic"

// Memo is room in a node for a value that an evaluator derives from the
// node alone, such as the value of a literal: made on the first
// evaluation and shared by all later ones, from any goroutine (a parsed
// module file may serve several sessions). The zero Memo is empty.
type Memo struct {
	v atomic.Value
}

// Load returns the value stored, nil when there is none.
func (m *Memo) Load() any { return m.v.Load() }

// Store keeps v, which must not be nil; every caller must store values
// of one type.
func (m *Memo) Store(v any) { m.v.Store(v) }
