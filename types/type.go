package types

import (
	"slices"
	"sync/atomic"
)

// Type is a Puppet type. Types are values too (`$t = Integer[1, 3]`), so
// every Type is a Value of kind KType.
//
// The package-level functions IsInstance, IsAssignable, Equal, Infer and
// the rest are the stable entry points other packages use; the unexported
// methods are how each type implements them, so only this package defines
// types.
type Type interface {
	Value
	// Name returns the type's base name as written in Puppet ("Integer",
	// "Array", "Notify" for a resource type, an alias's name).
	Name() string
	// String returns the type in Puppet's source form, exactly as Puppet
	// prints it: "Integer[1, 3]", "Struct[{'a' => Integer}]", "Array"
	// (default parameters elided). A type alias prints as
	// "Name = Definition".
	String() string

	// isInstance reports whether v is an instance of the type.
	isInstance(v Value, g *guard) bool
	// accepts reports whether every instance of o is an instance of the
	// type. o has already been taken apart where it is a Variant, an
	// Optional, a NotUndef, an alias or the Unit type (see assignable).
	accepts(o Type, g *guard) bool
	// eql is structural equality: the same kind of type with equal
	// parameters. It is what hash keys and array equality use; `==` on
	// types is mutual assignability instead (see Equal).
	eql(o Type) bool
	// format appends the type's string form.
	format(f *formatter)
}

// generalizer is implemented by types whose generalized form differs from
// themselves (ranges and values dropped: Integer[1, 1] -> Integer).
type generalizer interface {
	generalize() Type
}

// normalizer is implemented by types that have a simpler equivalent form
// (Variant[Integer] -> Integer, Optional[Optional[T]] -> Optional[T]).
type normalizer interface {
	normalize(g *guard) Type
}

// iterabler is implemented by types whose instances can be iterated.
type iterabler interface {
	// isIterable reports whether instances of the type are iterable.
	isIterable(g *guard) bool
	// iterableType returns the Iterable type the type is assignable to,
	// or nil.
	iterableType(g *guard) Type
}

// Generalize returns t with value-specific parameters removed:
// Integer[1, 1] becomes Integer, Tuple[String, Integer[2, 2]] becomes
// Tuple[String, Integer], Array[Integer, 2, 2] becomes Array[Integer].
func Generalize(t Type) Type {
	if g, ok := t.(generalizer); ok {
		return g.generalize()
	}
	return t
}

// rewrapped is what generalizing or normalizing (mapped) a type t that
// wraps the type inner gives: plain when it wraps none, t itself when
// mapping inner changes nothing, else wrap of the mapped type.
func rewrapped(t, inner, plain Type, mapped, wrap func(Type) Type) Type {
	if inner == nil {
		return plain
	}
	if m := mapped(inner); m != inner {
		return wrap(m)
	}
	return t
}

// Normalize returns the simplest type equivalent to t: nested variants
// flattened, enums, patterns and ranges merged, Optional of an optional
// type stripped.
func Normalize(t Type) Type {
	return normalize(t, nil)
}

func normalize(t Type, g *guard) Type {
	if n, ok := t.(normalizer); ok {
		return n.normalize(g)
	}
	return t
}

func isIterableType(t Type, g *guard) bool {
	if it, ok := t.(iterabler); ok {
		return it.isIterable(g)
	}
	return false
}

func iterableTypeOf(t Type, g *guard) Type {
	if it, ok := t.(iterabler); ok {
		return it.iterableType(g)
	}
	return nil
}

// IsInstance reports whether v is an instance of t: `v =~ t`, a `case`
// option that is a type, a typed parameter. It does not allocate for
// scalar values checked against scalar types.
func IsInstance(t Type, v Value) bool {
	if v == nil {
		v = Undef
	}
	return t.isInstance(v, nil)
}

// IsInstanceUntil is IsInstance, giving up with ErrInterrupted soon after
// *stop is set while it checks the elements of arrays and hashes: with a
// recursive type (Data, an alias that names itself) the check walks the
// whole value, which sharing can make 2^40 elements large. The walk
// counts the elements it visits as it goes rather than counting them
// first, which would visit a small value twice.
func IsInstanceUntil(t Type, v Value, stop *atomic.Bool) (bool, error) {
	switch v.(type) {
	case *Array, *Hash:
		if !checksElements(t) {
			return IsInstance(t, v), nil
		}
	default:
		return IsInstance(t, v), nil
	}
	g := guards.Get().(*guard)
	g.poll = NewPoll(stop)
	ok := t.isInstance(v, g)
	err := g.poll.Err()
	g.release()
	if err != nil {
		return false, err
	}
	return ok, nil
}

// checksElements reports whether checking a value against t may look at
// its elements: Any, Undef, Collection, and an Array or a Hash type that
// takes any element check only the kind and the size, and need no
// polling walk (a typed parameter `Hash $acc` of a function that a
// reduce calls with a growing hash is checked on every call).
func checksElements(t Type) bool {
	switch x := t.(type) {
	case *AnyType, *UndefType, *CollectionType:
		return false
	case *ArrayType:
		return x.elem != anyType
	case *HashType:
		return x.key != anyType || x.value != anyType
	case *DefaultType, *ScalarType, *ScalarDataType, *NumericType, *IntegerType, *FloatType, *StringType, *BooleanType:
		// `Integer $n` or `$v =~ String` given a large collection.
		return false
	case *IterableType:
		// The receiver of every iteration function (map, filter, reduce).
		return x.typ != nil && x.typ != anyType
	case *IteratorType, *ObjectType:
		// An array or a hash is no Iterator and no Object whatever its
		// elements.
		return false
	case *OptionalType:
		return x.typ != nil && checksElements(x.typ)
	case *NotUndefType:
		return x.typ != nil && checksElements(x.typ)
	case *VariantType:
		return slices.ContainsFunc(x.types, checksElements)
	}
	return true
}

// IsAssignable reports whether every instance of from is an instance of t
// (`t >= from`).
func IsAssignable(t Type, from Type) bool {
	return assignable(t, from, nil)
}

// assignable is Puppet's assignable? with the overrides of the Unit,
// alias and Variant types.
func assignable(t, o Type, g *guard) bool {
	switch tt := t.(type) {
	case *UnitType:
		return true
	case *TypeAlias:
		if g == nil && (tt == dataAlias || tt == richDataAlias) {
			if r, ok := dataAssignable(tt, o); ok {
				return r
			}
		}
		if tt.selfRecursive() {
			g, fresh := g.acquire()
			r := g.withThis(tt, func(state int) bool {
				if state == recursionInBoth {
					return true
				}
				if _, alias := o.(*TypeAlias); alias {
					return anyAssignable(t, o, g)
				}
				// Asked the same question again with nothing consumed:
				// the answer cannot become true along this path.
				if g.onPath(t, o) {
					return false
				}
				g.pushPair(t, o)
				r := anyAssignable(t, o, g)
				g.popPair()
				return r
			})
			if fresh {
				g.release()
			}
			return r
		}
	case *VariantType:
		if _, ok := o.(*UndefType); ok && len(tt.types) == 0 {
			return false
		}
		ov, ok := o.(*VariantType)
		if !ok {
			break
		}
		if len(tt.types) == 0 {
			return true
		}
		if len(ov.types) == 0 {
			return false
		}
		for _, vt := range ov.types {
			if !anyAssignable(t, vt, g) {
				return false
			}
		}
		return true
	}
	return anyAssignable(t, o, g)
}

// anyAssignable is the generic assignability test: it takes o apart when
// o is an alias, a Variant, an Optional or a NotUndef, and otherwise asks
// t whether it accepts o.
func anyAssignable(t, o Type, g *guard) bool {
	switch ot := o.(type) {
	case *UnitType:
		return true
	case *TypeAlias:
		if !ot.selfRecursive() {
			return assignable(t, ot.resolved(), g)
		}
		g, fresh := g.acquire()
		var r bool
		switch {
		case g.addThat(ot) == recursionInBoth:
			r = true
		case g.onPath(t, o):
			r = false
		default:
			g.pushPair(t, o)
			r = assignable(t, ot.resolved(), g)
			g.popPair()
		}
		if fresh {
			g.release()
		}
		return r
	case *VariantType:
		if _, ok := t.(*AnyType); ok {
			return true
		}
		if nu, ok := t.(*NotUndefType); ok && len(ot.types) == 0 {
			return nu.accepts(o, g)
		}
		if len(ot.types) == 0 {
			return false
		}
		for _, vt := range ot.types {
			if !assignable(t, vt, g) {
				return false
			}
		}
		return true
	case *OptionalType:
		return assignable(t, undefType, g) && (ot.typ == nil || assignable(t, ot.typ, g))
	case *NotUndefType:
		if ot.typ != nil && !assignable(ot.typ, undefType, nil) {
			return assignable(t, ot.typ, g)
		}
	}
	return t.accepts(o, g)
}

// reallyInstance is Puppet's really_instance?: 1 when v is an instance, 0
// when only a recursion was detected, -1 otherwise. Aliases and variants
// need the three-way answer so that a self-recursive alias is not taken
// as a match.
func reallyInstance(t Type, v Value, g *guard) int {
	switch tt := t.(type) {
	case *TypeAlias:
		return tt.reallyInstance(v, g)
	case *VariantType:
		return tt.reallyInstance(v, g)
	}
	if t.isInstance(v, g) {
		return 1
	}
	return -1
}

// typeEql reports structural equality of two possibly nil types.
func typeEql(a, b Type) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.eql(b)
}

// typesEql reports element-wise structural equality of two type lists.
func typesEql(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !typeEql(a[i], b[i]) {
			return false
		}
	}
	return true
}

// typesSetEql reports whether two type lists hold the same types in any
// order (Variant and Pattern equality).
func typesSetEql(a, b []Type) bool {
	if len(a) != len(b) {
		return false
	}
outer:
	for _, x := range a {
		for _, y := range b {
			if typeEql(x, y) {
				continue outer
			}
		}
		return false
	}
	return true
}
