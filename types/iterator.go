package types

// Seq produces a sequence of values by calling yield for each until yield
// returns false. It returns an error when producing a value fails (for
// example when a lambda inside a chain of iterators raised one).
type Seq func(yield func(Value) bool) error

// Iterator is a lazy, re-iterable sequence such as the result of
// `reverse_each` or `step` without a block. It has no storage of its own;
// each iteration runs the producing function again.
type Iterator struct {
	seq      Seq
	elemType Type
	// state is what the function library that made the iterator keeps
	// of it (its position for next(), how functions iterate it).
	state any
}

// NewIterator returns an Iterator over seq whose elements are of elemType
// (nil means Any).
func NewIterator(seq Seq, elemType Type) *Iterator {
	return &Iterator{seq: seq, elemType: elemType}
}

// NewIteratorWithState is NewIterator for a library that keeps state of
// its own with the iterator, which State returns.
func NewIteratorWithState(seq Seq, elemType Type, state any) *Iterator {
	return &Iterator{seq: seq, elemType: elemType, state: state}
}

// State returns the state the iterator was made with (nil for none).
func (it *Iterator) State() any { return it.state }

// Kind implements Value.
func (*Iterator) Kind() Kind { return KIterator }

// Each runs the sequence.
func (it *Iterator) Each(yield func(Value) bool) error { return it.seq(yield) }

// ElementType returns the type of the produced values (nil means Any).
func (it *Iterator) ElementType() Type { return it.elemType }

// ToArray runs the sequence to the end and collects the values.
func (it *Iterator) ToArray() (*Array, error) {
	var out []Value
	err := it.seq(func(v Value) bool {
		out = append(out, v)
		return true
	})
	if err != nil {
		return nil, err
	}
	return NewArray(out), nil
}
