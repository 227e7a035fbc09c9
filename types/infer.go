package types

import "slices"

// Infer returns the detailed type of v, as `type($x)` prints it: arrays
// become Tuples and hashes with non-empty string keys Structs, with the
// type of every element (Tuple[Integer[1, 1], String]).
func Infer(v Value) Type { return InferPolled(v, nil) }

// InferPolled is Infer as a walk that p can stop (the type returned is
// then incomplete and p.Err says so).
func InferPolled(v Value, p *Poll) Type { return (&typeBlocks{p: p}).infer(v) }

// typeBlocks are where one detailed inference takes the parts of the
// types it makes: blocks that grow as they fill, so that the types of a
// record take a few allocations rather than some for each of its values.
type typeBlocks struct {
	p      *Poll
	types  []Type
	strs   []StringType
	elems  []StructElement
	ptrs   []*StructElement
	tuples []TupleType
}

// carve returns n elements of *block, first replacing a full block with
// one twice as large.
func carve[T any](block *[]T, n int) []T {
	if l := len(*block); cap(*block)-l < n {
		*block = make([]T, 0, max(n, 2*cap(*block), 4))
	}
	l := len(*block)
	*block = (*block)[:l+n]
	return (*block)[l : l+n : l+n]
}

func (b *typeBlocks) infer(v Value) Type {
	switch x := v.(type) {
	case String:
		t := &carve(&b.strs, 1)[0]
		*t = StringType{value: string(x), hasValue: true}
		return t
	case *Array:
		if x.Len() == 0 {
			return emptyArrayType
		}
		// The type's nesting is worked out on the way, so that the check
		// of type()'s result need not walk it again.
		ts, n := carve(&b.types, x.Len()), 0
		for i, e := range x.Elements() {
			if b.p.Stop() {
				return anyType
			}
			ts[i] = b.infer(e)
			n = max(n, typeNesting(ts[i]))
		}
		t := &carve(&b.tuples, 1)[0]
		*t = TupleType{types: ts, nesting: int32(deeper(n))}
		return t
	case *Hash:
		return b.inferHash(x)
	case *SemVer:
		return inferSemVerDetailed(x)
	}
	return InferReducedPolled(v, b.p)
}

func (b *typeBlocks) inferHash(h *Hash) Type {
	if h.Len() == 0 {
		return emptyHashType
	}
	structural := true
	for _, e := range h.Entries() {
		if s, ok := e.Key.(String); !ok || s == "" {
			structural = false
			break
		}
	}
	if !structural {
		ks, vs := carve(&b.types, h.Len()), carve(&b.types, h.Len())
		for i, e := range h.Entries() {
			if b.p.Stop() {
				return anyType
			}
			ks[i], vs[i] = b.infer(e.Key), b.infer(e.Value)
		}
		return &HashType{key: NewVariantType(ks...), value: NewVariantType(vs...), size: intValueType(int64(h.Len()))}
	}
	els, store, keys := carve(&b.ptrs, h.Len()), carve(&b.elems, h.Len()), carve(&b.strs, h.Len())
	n := 1 // a key's String['name']
	for i, e := range h.Entries() {
		if b.p.Stop() {
			return anyType
		}
		name := string(e.Key.(String))
		keys[i] = StringType{value: name, hasValue: true}
		store[i] = StructElement{key: &keys[i], value: b.infer(e.Value), name: name, nameValue: e.Key}
		els[i] = &store[i]
		n = max(n, typeNesting(store[i].value))
	}
	return newStruct(els, int32(deeper(n)))
}

// InferReduced returns the type of v as `type($x, 'reduced')` prints it:
// the elements of a collection reduced to their common type
// (Array[Integer[1, 2], 2, 2]).
func InferReduced(v Value) Type { return InferReducedPolled(v, nil) }

// InferReducedPolled is InferReduced as a walk that p can stop (the type
// returned is then incomplete and p.Err says so).
func InferReducedPolled(v Value, p *Poll) Type {
	switch x := v.(type) {
	case nil, UndefValue:
		return undefType
	case DefaultValue:
		return defaultType
	case String:
		return stringValueType(string(x))
	case Int:
		return intValueType(int64(x))
	case Float:
		return &FloatType{from: float64(x), to: float64(x)}
	case Bool:
		if x {
			return booleanTrue
		}
		return booleanFalse
	case *Regexp:
		return regexpValueType(x)
	case *Array:
		if x.Len() == 0 {
			return emptyArrayType
		}
		var common reducer
		for _, e := range x.Elements() {
			if p.Stop() {
				return anyType
			}
			common.add(e, p)
		}
		return &ArrayType{elem: common.result(), size: intValueType(int64(x.Len()))}
	case *Hash:
		if x.Len() == 0 {
			return emptyHashType
		}
		// Keys are mostly strings: room for them all at once.
		kt, vt := reducer{strs: make([]string, 0, x.Len())}, reducer{}
		for _, e := range x.Entries() {
			if p.Stop() {
				return anyType
			}
			kt.add(e.Key, p)
			vt.add(e.Value, p)
		}
		return &HashType{key: kt.result(), value: vt.result(), size: intValueType(int64(x.Len()))}
	case Type:
		return &TypeType{typ: referencedType(definedTypeSet(x))}
	case *Sensitive:
		return NewSensitiveType(InferReducedPolled(x.Unwrap(), p))
	case Timespan:
		return &TimespanType{from: spanBound{span: x}, to: spanBound{span: x}}
	case Timestamp:
		return &TimestampType{from: x, to: x}
	case *Binary:
		return binaryType
	case *Iterator:
		return NewIteratorType(x.ElementType())
	case Callable:
		return x.CallableType()
	case *SemVer:
		return semVerType
	case *SemVerRange:
		return semVerRangeType
	case *Object:
		return inferObject(x)
	case RuntimeValue:
		return runtimeTypeOf(x)
	case *URI:
		return NewURIType(x.parameters())
	}
	if v.Kind() == KCallable {
		return callableType
	}
	// A value of a family this package does not model.
	return anyType
}

// reducer is the common type of the elements of a collection, reduced
// one at a time. While they are all strings, it collects their distinct
// values, sorted, and makes the String[value] or Enum of them once at the
// end: the type reduceWith would reach, without a new Enum for each
// string.
type reducer struct {
	t    Type     // the common type so far; nil while only strings were met
	strs []string // the distinct strings met while t is nil, sorted
}

func (r *reducer) add(v Value, p *Poll) {
	if s, ok := v.(String); ok && r.t == nil {
		if i, found := slices.BinarySearch(r.strs, string(s)); !found {
			r.strs = slices.Insert(r.strs, i, string(s))
		}
		return
	}
	r.t = reduceWith(r.result(), v, p)
}

// result returns the common type of the elements added (nil: none).
func (r *reducer) result() Type {
	switch {
	case r.t != nil || len(r.strs) == 0:
	case len(r.strs) == 1:
		r.t = stringValueType(r.strs[0])
	default:
		r.t = &EnumType{values: slices.Clip(r.strs)}
	}
	r.strs = nil
	return r.t
}

// reduceWith returns the common type of t (nil: none yet) and the reduced
// type of v. A string joins the Enum or String[value] of the strings met
// so far without making its own type first, as CommonType would join
// them.
func reduceWith(t Type, v Value, p *Poll) Type {
	if holdsReduced(t, v, p) {
		return t
	}
	if s, ok := v.(String); ok {
		switch x := t.(type) {
		case *StringType:
			if x.size == nil {
				if !x.hasValue || x.value == string(s) {
					return x
				}
				return NewEnumType([]string{x.value, string(s)}, false)
			}
		case *EnumType:
			// (One value would be a String[v] that accepts any Enum of
			// one value, as Puppet's does; inference makes at least two.)
			if !x.caseInsensitive && len(x.values) >= 2 {
				return enumWith(x, string(s))
			}
		}
	}
	return CommonType(t, InferReducedPolled(v, p))
}

// holdsReduced reports whether t, a common type of a reduction, holds
// v's reduced type, without making it: Any, Data, ScalarData, Scalar and
// Numeric hold that of each instance, RichData that of each Data (a
// RichData hash of string and integer keys has ScalarData keys).
func holdsReduced(t Type, v Value, p *Poll) bool {
	switch t {
	case anyType:
		return true
	case richDataAlias:
		t = dataAlias
	case dataAlias, scalarDataType, scalarType, numericType:
	default:
		return false
	}
	if p == nil {
		return t.isInstance(v, nil)
	}
	g := guards.Get().(*guard)
	g.poll = *p
	ok := t.isInstance(v, g)
	*p = g.poll
	g.release()
	return ok
}

// InferGeneralized returns the type of v as `type($x, 'generalized')`
// prints it: the reduced type without value-specific parameters
// (Array[Integer]).
func InferGeneralized(v Value) Type {
	return Generalize(InferReduced(v))
}
