package types

import "math"

// TupleType is Tuple[*T, from, to]: arrays with an individually typed
// element per position. With a size range, the last type repeats (or
// trailing types become optional).
type TupleType struct {
	types []Type
	size  *IntegerType // nil: exactly len(types) (any size when empty)
	// nesting is the type's Nesting when inference worked it out (0: not).
	nesting int32
}

// TTuple is the unparameterized Tuple.
var TTuple Type = tupleType

var tupleType = &TupleType{}

// NewTupleType returns Tuple[types..., size]; a nil size means exactly
// the given types.
func NewTupleType(types []Type, size *IntegerType) *TupleType {
	if size != nil {
		size = size.toSize()
	}
	if len(types) == 0 && size == nil {
		return tupleType
	}
	return &TupleType{types: types, size: size}
}

// Kind implements Value.
func (*TupleType) Kind() Kind { return KType }

// Name implements Type.
func (*TupleType) Name() string { return "Tuple" }

// String implements Type.
func (t *TupleType) String() string { return typeString(t) }

// Types returns the element types; callers must not modify them.
func (t *TupleType) Types() []Type { return t.types }

// Size returns the size constraint (nil when there is none).
func (t *TupleType) Size() *IntegerType { return t.size }

// sizeRange returns the [min, max] number of elements; max is
// math.MaxInt64 for no limit.
func (t *TupleType) sizeRange() (int64, int64) {
	if t.size == nil {
		if len(t.types) == 0 {
			return 0, math.MaxInt64
		}
		n := int64(len(t.types))
		return n, n
	}
	return t.size.sizeFrom(), t.size.to
}

// sizeType is the size constraint, or the range the types imply.
func (t *TupleType) sizeType() *IntegerType {
	if t.size != nil {
		return t.size
	}
	if lo, hi := t.sizeRange(); lo != hi {
		return newIntRange(lo, hi, false, hi == math.MaxInt64)
	}
	return intValueType(int64(len(t.types)))
}

// exactSize is the size constraint, or exactly the number of types (what
// Array and Collection compare a Tuple with).
func (t *TupleType) exactSize() *IntegerType {
	if t.size != nil {
		return t.size
	}
	return intValueType(int64(len(t.types)))
}

// at returns the type of element i: the type at i, or the last one.
func (t *TupleType) at(i int) Type {
	if i < len(t.types) {
		return t.types[i]
	}
	return t.types[len(t.types)-1]
}

func (t *TupleType) isInstance(v Value, g *guard) bool {
	a, ok := v.(*Array)
	if !ok {
		return false
	}
	n := a.Len()
	if t.size != nil {
		if !t.size.contains(int64(n)) {
			return false
		}
	} else if len(t.types) != 0 && len(t.types) != n {
		return false
	}
	if len(t.types) == 0 {
		return true
	}
	for i, e := range a.Elements() {
		if g.stop() || !t.at(i).isInstance(e, g) {
			return false
		}
	}
	return true
}

func (t *TupleType) accepts(o Type, g *guard) bool {
	if t.eql(o) {
		return true
	}
	switch ot := o.(type) {
	case *TupleType:
		sizeS := t.sizeType()
		if !sizeS.containsRange(ot.sizeType()) {
			return false
		}
		if len(t.types) > 0 {
			if len(ot.types) == 0 {
				return sizeS.sizeFrom() == 0
			}
			for i, et := range ot.types {
				if !assignable(t.at(i), et, g) {
					return false
				}
			}
		}
		return true
	case *ArrayType:
		sizeO := sizeOrAny(ot.size)
		if !t.sizeType().containsRange(sizeO) {
			return false
		}
		if len(t.types) > 0 {
			n := int64(len(t.types))
			if !sizeO.openTo && sizeO.to < n {
				n = sizeO.to
			}
			for i := int64(0); i < n; i++ {
				if !assignable(t.at(int(i)), ot.elem, g) {
					return false
				}
			}
		}
		return true
	}
	return false
}

func (t *TupleType) eql(o Type) bool {
	ot, ok := o.(*TupleType)
	return ok && typesEql(t.types, ot.types) && sizeEql(t.size, ot.size)
}

func (t *TupleType) generalize() Type {
	if t.eql(tupleType) {
		return tupleType
	}
	if gs, changed := mapTypes(t.types, Generalize); changed {
		return &TupleType{types: gs, size: t.size}
	}
	return t
}

func (t *TupleType) normalize(g *guard) Type {
	if t.eql(tupleType) {
		return tupleType
	}
	if ns, changed := mapTypes(t.types, func(x Type) Type { return normalize(x, g) }); changed {
		return &TupleType{types: ns, size: t.size}
	}
	return t
}

func (t *TupleType) format(f *formatter) {
	if len(t.types) == 0 {
		f.str("Tuple")
		return
	}
	f.params("Tuple", func() {
		f.types(t.types)
		if t.size != nil && !t.size.unbounded() {
			f.sep()
			formatRange(f, t.size)
		}
	})
}

func (t *TupleType) isIterable(*guard) bool { return true }

func (t *TupleType) iterableType(*guard) Type {
	return &IterableType{typ: NewVariantType(t.types...)}
}

// mapTypes applies fn to each type and reports whether any result differs
// from its input (by identity).
func mapTypes(ts []Type, fn func(Type) Type) ([]Type, bool) {
	var out []Type
	for i, x := range ts {
		y := fn(x)
		if out == nil && y != x {
			out = make([]Type, len(ts))
			copy(out, ts[:i])
		}
		if out != nil {
			out[i] = y
		}
	}
	return out, out != nil
}
