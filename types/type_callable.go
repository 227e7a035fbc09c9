package types

import (
	"cmp"
	"math"
)

// Callable is implemented by values that can be called: lambdas and
// functions (their Kind is KCallable). Callable[...] types check them
// through their signature.
type Callable interface {
	Value
	// CallableType returns the callable's signature as a type: a
	// *CallableType (see NewCallableType) whose parameter tuple holds the
	// parameter types and the required/maximum argument counts, whose
	// block type is the Callable the callable accepts as a block (nil
	// when it takes none; an Optional[Callable...] when the block may be
	// left out) and whose return type is the declared return type (nil
	// for Any). A function with several signatures returns a Variant of
	// them (NewVariantType).
	CallableType() Type
}

// CallableType is Callable[params..., min, max, block] or
// Callable[[params...], return]: callables that can be called with the
// given arguments (and block), returning a value of the return type.
type CallableType struct {
	params *TupleType // nil: any parameters
	block  Type       // nil: no block
	ret    Type       // nil: Any
}

// TCallable is the unparameterized Callable: every callable.
var TCallable Type = callableType

var callableType = &CallableType{}

// NewCallableType returns the type of a callable taking params, of which
// the first min are required; max is the maximum number of arguments (the
// last parameter type repeats up to it), negative for no limit. block is
// the block's Callable type (nil: no block, Optional[...]: an optional
// block) and ret the return type (nil: Any).
func NewCallableType(params []Type, min, max int64, block Type, ret Type) *CallableType {
	size := newIntRange(min, max, false, max < 0)
	return &CallableType{params: &TupleType{types: params, size: size.toSize()}, block: block, ret: normalizeReturn(ret)}
}

func normalizeReturn(ret Type) Type {
	if _, ok := ret.(*AnyType); ok {
		return nil
	}
	return ret
}

// Kind implements Value.
func (*CallableType) Kind() Kind { return KType }

// Name implements Type.
func (*CallableType) Name() string { return "Callable" }

// String implements Type.
func (t *CallableType) String() string { return typeString(t) }

// ParamTypes returns the parameter tuple (nil: any parameters).
func (t *CallableType) ParamTypes() *TupleType { return t.params }

// BlockType returns the block type (nil: no block).
func (t *CallableType) BlockType() Type { return t.block }

// ReturnType returns the return type (nil: Any).
func (t *CallableType) ReturnType() Type { return t.ret }

// SizeRange returns the minimum and maximum number of arguments (max is
// -1 for no limit, as in NewCallableType); ok is false for an
// unparameterized Callable, which takes any arguments.
func (t *CallableType) SizeRange() (min, max int64, ok bool) {
	if t.params == nil {
		return 0, -1, false
	}
	min, max = t.params.sizeRange()
	if max == math.MaxInt64 {
		max = -1
	}
	return min, max, true
}

func (t *CallableType) isInstance(v Value, g *guard) bool {
	if v.Kind() != KCallable {
		return false
	}
	c, ok := v.(Callable)
	if !ok {
		return t.params == nil && t.ret == nil
	}
	return assignable(t, c.CallableType(), g)
}

func (t *CallableType) accepts(o Type, g *guard) bool {
	ot, ok := o.(*CallableType)
	if !ok {
		return false
	}
	if t.ret != nil && !assignable(t.ret, cmp.Or[Type](ot.ret, anyType), g) {
		return false
	}
	if t.params == nil {
		return true
	}
	if ot.params == nil || !assignable(ot.params, t.params, g) {
		return false
	}
	return assignable(cmp.Or[Type](ot.block, undefType), cmp.Or[Type](t.block, undefType), g)
}

func (t *CallableType) eql(o Type) bool {
	ot, ok := o.(*CallableType)
	if !ok || !typeEql(t.block, ot.block) || !typeEql(t.ret, ot.ret) {
		return false
	}
	if t.params == nil || ot.params == nil {
		return t.params == nil && ot.params == nil
	}
	return t.params.eql(ot.params)
}

func (t *CallableType) mapParts(fn func(Type) Type) Type {
	if t.params == nil && t.block == nil && t.ret == nil {
		return t
	}
	var params *TupleType
	changed := false
	if t.params != nil {
		p := fn(t.params)
		changed = p != Type(t.params)
		params, _ = p.(*TupleType)
	}
	block, ret := t.block, t.ret
	if block != nil {
		block = fn(block)
		changed = changed || block != t.block
	}
	if ret != nil {
		ret = fn(ret)
		changed = changed || ret != t.ret
	}
	if !changed {
		return t
	}
	return &CallableType{params: params, block: block, ret: ret}
}

func (t *CallableType) generalize() Type { return t.mapParts(Generalize) }

func (t *CallableType) normalize(g *guard) Type {
	return t.mapParts(func(x Type) Type { return normalize(x, g) })
}

func (t *CallableType) format(f *formatter) {
	switch {
	case t.ret == nil && t.params == nil:
		f.str("Callable")
	case t.ret == nil:
		f.params("Callable", func() { t.formatParams(f) })
	case t.params == nil:
		f.params("Callable", func() {
			f.str("[]")
			f.sep()
			f.typ(t.ret)
		})
	default:
		f.params("Callable", func() {
			f.params("", func() { t.formatParams(f) })
			f.sep()
			f.typ(t.ret)
		})
	}
}

// formatParams writes the parameter types (Unit left out), the size
// range and the block type.
func (t *CallableType) formatParams(f *formatter) {
	var parts []func()
	for _, p := range t.params.types {
		if _, unit := p.(*UnitType); !unit {
			parts = append(parts, func() { f.typ(p) })
		}
	}
	if len(t.params.types) == 0 {
		parts = append(parts, func() { f.str("0") }, func() { f.str("0") })
	} else {
		for _, r := range rangeParts(t.params.size) {
			parts = append(parts, func() { f.str(r) })
		}
	}
	if t.block != nil {
		parts = append(parts, func() { f.typ(t.block) })
	}
	for i, p := range parts {
		if i > 0 {
			f.sep()
		}
		p()
	}
}

// kindOfCallable reports whether t describes callables: a Callable, a
// Variant of them, an Optional one (when optional is true), or an alias
// of one.
func kindOfCallable(t Type, optional bool, g *guard) bool {
	switch x := t.(type) {
	case *CallableType:
		return true
	case *VariantType:
		return x.kindOfCallable(optional, g)
	case *OptionalType:
		return x.kindOfCallable(optional, g)
	case *TypeAlias:
		return x.kindOfCallable(optional, g)
	}
	return false
}

// ParamCountRange is SizeRange in ints: the minimum and maximum number of
// arguments (max -1 for no limit); ok is false for an unparameterized
// Callable.
func (t *CallableType) ParamCountRange() (min, max int, ok bool) {
	lo, hi, ok := t.SizeRange()
	if hi > math.MaxInt32 {
		hi = -1
	}
	return int(lo), int(hi), ok
}
