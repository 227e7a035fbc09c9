package types

import "cmp"

// TypeType is Type[T]: the type of types assignable to T.
type TypeType struct {
	typ Type // nil: any type
}

// IterableType is Iterable[T]: values that can be iterated, producing Ts.
type IterableType struct {
	typ Type // nil: any element
}

// IteratorType is Iterator[T]: lazy iterators producing Ts.
type IteratorType struct {
	typ Type // nil: any element
}

// SensitiveType is Sensitive[T]: Sensitive values wrapping a T. The
// parameter is kept generalized so a type never discloses the value.
type SensitiveType struct {
	typ Type
}

// RuntimeType is Runtime[runtime, name]: a type of the implementation's
// platform. Puppet values are never instances of it.
type RuntimeType struct {
	runtime string
	name    string
}

// The unparameterized meta types.
var (
	TType      Type = typeType
	TIterable  Type = iterableAny
	TIterator  Type = iteratorType
	TSensitive Type = sensitiveType
	TRuntime   Type = runtimeType
)

var (
	typeType      = &TypeType{}
	iteratorType  = &IteratorType{}
	sensitiveType = &SensitiveType{typ: anyType}
	runtimeType   = &RuntimeType{}
)

// NewTypeType returns Type[t] (nil t: Type).
func NewTypeType(t Type) Type {
	if t == nil {
		return typeType
	}
	return &TypeType{typ: t}
}

// NewIterableType returns Iterable[t] (nil t: Iterable).
func NewIterableType(t Type) *IterableType {
	if t == nil {
		return iterableAny
	}
	return &IterableType{typ: t}
}

// NewIteratorType returns Iterator[t] (nil t: Iterator).
func NewIteratorType(t Type) *IteratorType {
	if t == nil {
		return iteratorType
	}
	return &IteratorType{typ: t}
}

// NewSensitiveType returns Sensitive[t] with t generalized (nil t:
// Sensitive).
func NewSensitiveType(t Type) *SensitiveType {
	if t == nil {
		return sensitiveType
	}
	return &SensitiveType{typ: Generalize(t)}
}

// NewRuntimeType returns Runtime[runtime, name].
func NewRuntimeType(runtime, name string) *RuntimeType {
	return &RuntimeType{runtime: runtime, name: name}
}

// Kind implementations.
func (*TypeType) Kind() Kind      { return KType }
func (*IterableType) Kind() Kind  { return KType }
func (*IteratorType) Kind() Kind  { return KType }
func (*SensitiveType) Kind() Kind { return KType }
func (*RuntimeType) Kind() Kind   { return KType }

// Name implementations.
func (*TypeType) Name() string      { return "Type" }
func (*IterableType) Name() string  { return "Iterable" }
func (*IteratorType) Name() string  { return "Iterator" }
func (*SensitiveType) Name() string { return "Sensitive" }
func (*RuntimeType) Name() string   { return "Runtime" }

// String implementations.
func (t *TypeType) String() string      { return typeString(t) }
func (t *IterableType) String() string  { return typeString(t) }
func (t *IteratorType) String() string  { return typeString(t) }
func (t *SensitiveType) String() string { return typeString(t) }
func (t *RuntimeType) String() string   { return typeString(t) }

// Type returns the parameter (nil when unparameterized).
func (t *TypeType) Type() Type { return t.typ }

// ElementType returns the element type (nil when unparameterized).
func (t *IterableType) ElementType() Type { return t.typ }

// ElementType returns the element type (nil when unparameterized).
func (t *IteratorType) ElementType() Type { return t.typ }

// Type returns the wrapped type.
func (t *SensitiveType) Type() Type { return t.typ }

// containedFormat writes name, or name[t] when t is set.
func containedFormat(f *formatter, name string, t Type) {
	if t == nil {
		f.str(name)
		return
	}
	f.params(name, func() { f.typ(t) })
}

func (t *TypeType) isInstance(v Value, g *guard) bool {
	vt, ok := v.(Type)
	return ok && (t.typ == nil || assignable(t.typ, vt, g))
}

func (t *TypeType) accepts(o Type, g *guard) bool {
	ot, ok := o.(*TypeType)
	if !ok {
		return false
	}
	if t.typ == nil {
		return true
	}
	return ot.typ != nil && assignable(t.typ, ot.typ, g)
}

func (t *TypeType) eql(o Type) bool {
	ot, ok := o.(*TypeType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *TypeType) generalize() Type {
	return rewrapped(t, t.typ, typeType, Generalize, func(x Type) Type { return &TypeType{typ: x} })
}

func (t *TypeType) normalize(g *guard) Type {
	return rewrapped(t, t.typ, typeType, func(x Type) Type { return normalize(x, g) }, func(x Type) Type { return &TypeType{typ: x} })
}

func (t *TypeType) format(f *formatter) { containedFormat(f, "Type", t.typ) }

func (t *TypeType) isIterable(*guard) bool {
	switch x := t.typ.(type) {
	case *EnumType:
		return true
	case *IntegerType:
		return x.finiteRange()
	}
	return false
}

func (t *TypeType) iterableType(g *guard) Type {
	if t.isIterable(g) {
		return &IterableType{typ: t.typ}
	}
	return nil
}

// elementAcceptsAny reports whether an element type puts no constraint
// on elements (absent, or assignable from Any).
func elementAcceptsAny(t Type, g *guard) bool {
	return t == nil || assignable(t, anyType, g)
}

func (t *IterableType) isInstance(v Value, g *guard) bool {
	if elementAcceptsAny(t.typ, g) {
		switch x := v.(type) {
		case *Iterator, String, *Hash, *Array, *EnumType:
			return true
		case Int:
			return x >= 0
		case *IntegerType:
			return x.finiteRange()
		case *TypeAlias:
			return t.isInstance(x.resolved(), g)
		}
		return false
	}
	return assignable(t, InferReduced(v), g)
}

func (t *IterableType) accepts(o Type, g *guard) bool {
	if elementAcceptsAny(t.typ, g) {
		return isIterableType(o, g)
	}
	it, ok := iterableTypeOf(o, g).(*IterableType)
	if !ok || it.typ == nil {
		return false
	}
	return assignable(t.typ, it.typ, g)
}

func (t *IterableType) eql(o Type) bool {
	ot, ok := o.(*IterableType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *IterableType) generalize() Type {
	return rewrapped(t, t.typ, iterableAny, Generalize, func(x Type) Type { return &IterableType{typ: x} })
}

func (t *IterableType) normalize(g *guard) Type {
	return rewrapped(t, t.typ, iterableAny, func(x Type) Type { return normalize(x, g) }, func(x Type) Type { return &IterableType{typ: x} })
}

func (t *IterableType) format(f *formatter) { containedFormat(f, "Iterable", t.typ) }

func (t *IterableType) isIterable(*guard) bool { return true }

func (t *IterableType) iterableType(*guard) Type { return t }

// iteratorElement returns an iterator's element type (Any when unknown).
func iteratorElement(it *Iterator) Type {
	if et := it.ElementType(); et != nil {
		return et
	}
	return anyType
}

func (t *IteratorType) isInstance(v Value, g *guard) bool {
	it, ok := v.(*Iterator)
	return ok && (t.typ == nil || assignable(t.typ, iteratorElement(it), g))
}

func (t *IteratorType) accepts(o Type, g *guard) bool {
	ot, ok := o.(*IteratorType)
	if !ok {
		return false
	}
	if t.typ == nil {
		return true
	}
	return assignable(t.typ, cmp.Or[Type](ot.typ, anyType), g)
}

func (t *IteratorType) eql(o Type) bool {
	ot, ok := o.(*IteratorType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *IteratorType) generalize() Type {
	return rewrapped(t, t.typ, iteratorType, Generalize, func(x Type) Type { return &IteratorType{typ: x} })
}

func (t *IteratorType) normalize(g *guard) Type {
	return rewrapped(t, t.typ, iteratorType, func(x Type) Type { return normalize(x, g) }, func(x Type) Type { return &IteratorType{typ: x} })
}

func (t *IteratorType) format(f *formatter) { containedFormat(f, "Iterator", t.typ) }

func (t *IteratorType) isIterable(*guard) bool { return true }

func (t *IteratorType) iterableType(*guard) Type {
	if t.typ == nil {
		return iterableAny
	}
	return &IterableType{typ: t.typ}
}

func (t *SensitiveType) isInstance(v Value, g *guard) bool {
	s, ok := v.(*Sensitive)
	return ok && t.typ.isInstance(s.Unwrap(), g)
}

func (t *SensitiveType) accepts(o Type, g *guard) bool {
	ot, ok := o.(*SensitiveType)
	return ok && assignable(t.typ, ot.typ, g)
}

func (t *SensitiveType) eql(o Type) bool {
	ot, ok := o.(*SensitiveType)
	return ok && typeEql(t.typ, ot.typ)
}

func (t *SensitiveType) generalize() Type {
	if gt := Generalize(t.typ); gt != t.typ {
		return &SensitiveType{typ: gt}
	}
	return t
}

// normalize normalizes the wrapped type, which stays generalized.
func (t *SensitiveType) normalize(g *guard) Type {
	if nt := normalize(t.typ, g); nt != t.typ {
		return NewSensitiveType(nt)
	}
	return t
}

func (t *SensitiveType) format(f *formatter) {
	if anyType.eql(t.typ) {
		f.str("Sensitive")
		return
	}
	f.params("Sensitive", func() { f.typ(t.typ) })
}

// isInstance holds for the RuntimeValues whose Runtime type it accepts.
func (t *RuntimeType) isInstance(v Value, g *guard) bool {
	r, ok := v.(RuntimeValue)
	return ok && t.accepts(runtimeTypeOf(r), g)
}

func (t *RuntimeType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*RuntimeType)
	if !ok || t.runtime != "" && t.runtime != ot.runtime {
		return false
	}
	return t.name == "" || t.name == ot.name
}

func (t *RuntimeType) eql(o Type) bool {
	ot, ok := o.(*RuntimeType)
	return ok && t.runtime == ot.runtime && t.name == ot.name
}

func (t *RuntimeType) format(f *formatter) {
	if t.runtime == "" && t.name == "" {
		f.str("Runtime")
		return
	}
	f.params("Runtime", func() {
		if t.runtime == "" {
			f.str("undef")
		} else {
			f.str(t.runtime)
		}
		f.sep()
		if t.name == "" {
			f.str("undef")
		} else {
			f.quote(t.name)
		}
	})
}
