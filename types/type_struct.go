package types

import "fmt"

// StructElement is one member of a Struct: a key type (a String type for
// one name, possibly wrapped in Optional when the key may be missing) and
// a value type.
type StructElement struct {
	key   Type
	value Type
	name  string
	// nameValue is name as a Value, boxed once for hash lookups.
	nameValue Value
}

func newElement(key, value Type, name string) *StructElement {
	return &StructElement{key: key, value: value, name: name, nameValue: String(name)}
}

// StructType is Struct[{name => T, ...}]: hashes with exactly the given
// string keys, each value typed.
type StructType struct {
	elements []*StructElement
	byName   map[string]*StructElement // only for large structs
	// nesting is the type's Nesting when inference worked it out (0: not).
	nesting int32
}

// newStruct makes a Struct of the elements and nesting (0: unknown),
// indexing large ones by name up front (types are shared between
// goroutines, so nothing is built lazily).
func newStruct(els []*StructElement, nesting int32) *StructType {
	t := &StructType{elements: els, nesting: nesting}
	if len(els) >= 8 {
		t.byName = make(map[string]*StructElement, len(els))
		for _, e := range els {
			t.byName[e.name] = e
		}
	}
	return t
}

// TStruct is the unparameterized Struct (only the empty hash).
var TStruct Type = structType

var structType = &StructType{}

// StructMember describes one member for NewStructType: Key is a String
// (the name), or a type: String['name'] value type, Optional[...] or
// NotUndef[...] of one, or a one-value Enum.
type StructMember struct {
	Key   Value
	Value Type
}

// NewStructType returns Struct[{...}]. A plain name key becomes optional
// when the value type accepts undef; NotUndef[name] makes it required.
func NewStructType(members []StructMember) (*StructType, error) {
	if len(members) == 0 {
		return structType, nil
	}
	els := make([]*StructElement, 0, len(members))
	for _, m := range members {
		e, err := newStructElement(m.Key, m.Value)
		if err != nil {
			return nil, err
		}
		els = append(els, e)
	}
	return newStruct(els, 0), nil
}

func newStructElement(key Value, value Type) (*StructElement, error) {
	if s, ok := key.(String); ok {
		if s == "" {
			return nil, fmt.Errorf("Struct element key cannot be an empty String")
		}
		var kt Type = stringValueType(string(s))
		if assignable(value, undefType, nil) {
			kt = &OptionalType{typ: kt}
		}
		return newElement(kt, value, string(s)), nil
	}
	kt, ok := key.(Type)
	if !ok {
		return nil, fmt.Errorf("Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", RubyClassName(key))
	}
	var s Type
	switch k := kt.(type) {
	case *NotUndefType:
		kt = k.typ
		s = kt
	case *OptionalType:
		s = k.typ
	case *StringType:
		s = k
	case *EnumType:
		if len(k.values) == 1 {
			kt = stringValueType(k.values[0])
			s = kt
		}
	default:
		return nil, fmt.Errorf("Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", rubyTypeClassName(kt))
	}
	st, ok := s.(*StringType)
	if !ok || !st.hasValue {
		return nil, fmt.Errorf("Unable to extract a non-empty literal string from Struct member key type %s", typeString(key.(Type)))
	}
	return newElement(kt, value, st.value), nil
}

// Key returns the member's key type.
func (e *StructElement) Key() Type { return e.key }

// Value returns the member's value type.
func (e *StructElement) Value() Type { return e.value }

// Name returns the member's key string.
func (e *StructElement) Name() string { return e.name }

// Optional reports whether the key may be missing.
func (e *StructElement) Optional() bool {
	_, ok := e.key.(*OptionalType)
	return ok
}

func (e *StructElement) eql(o *StructElement) bool {
	return typeEql(e.key, o.key) && typeEql(e.value, o.value)
}

// Kind implements Value.
func (*StructType) Kind() Kind { return KType }

// Name implements Type.
func (*StructType) Name() string { return "Struct" }

// String implements Type.
func (t *StructType) String() string { return typeString(t) }

// Elements returns the members; callers must not modify them.
func (t *StructType) Elements() []*StructElement { return t.elements }

// Element returns the member with the given name.
func (t *StructType) Element(name string) (*StructElement, bool) {
	if t.byName == nil {
		for _, e := range t.elements {
			if e.name == name {
				return e, true
			}
		}
		return nil, false
	}
	e, ok := t.byName[name]
	return e, ok
}

func (t *StructType) isInstance(v Value, g *guard) bool {
	h, ok := v.(*Hash)
	if !ok {
		return false
	}
	matched, next := 0, 0
	for _, e := range t.elements {
		i := h.findNear(String(e.name), next)
		if i < 0 {
			if !e.Optional() {
				return false
			}
			continue
		}
		matched, next = matched+1, i+1
		if g.stop() || !e.value.isInstance(h.valueAt(i), g) {
			return false
		}
	}
	return matched == h.Len()
}

func (t *StructType) accepts(o Type, g *guard) bool {
	switch ot := o.(type) {
	case *StructType:
		matched := 0
		for _, e1 := range t.elements {
			e2, ok := ot.Element(e1.name)
			if !ok {
				if !assignable(e1.key, undefType, g) {
					return false
				}
				continue
			}
			matched++
			if !assignable(e1.key, e2.key, g) || !assignable(e1.value, e2.value, g) {
				return false
			}
		}
		return matched == len(ot.elements)
	case *HashType:
		required := int64(0)
		for _, e := range t.elements {
			if assignable(e.key, undefType, nil) {
				continue
			}
			required++
			if !assignable(e.value, ot.value, g) || !assignable(Generalize(e.key), ot.key, nil) {
				return false
			}
		}
		return newIntRange(required, int64(len(t.elements)), false, false).containsRange(sizeOrAny(ot.size))
	}
	return false
}

func (t *StructType) eql(o Type) bool {
	ot, ok := o.(*StructType)
	if !ok || len(t.elements) != len(ot.elements) {
		return false
	}
	for i, e := range t.elements {
		if !e.eql(ot.elements[i]) {
			return false
		}
	}
	return true
}

func (t *StructType) mapValues(fn func(Type) Type) Type {
	var out []*StructElement
	for i, e := range t.elements {
		nv := fn(e.value)
		if out == nil && nv != e.value {
			out = make([]*StructElement, len(t.elements))
			copy(out, t.elements[:i])
		}
		if out != nil {
			out[i] = &StructElement{key: e.key, value: nv, name: e.name, nameValue: e.nameValue}
		}
	}
	if out == nil {
		return t
	}
	return newStruct(out, 0)
}

func (t *StructType) generalize() Type {
	if len(t.elements) == 0 {
		return structType
	}
	return t.mapValues(Generalize)
}

func (t *StructType) normalize(g *guard) Type {
	if len(t.elements) == 0 {
		return structType
	}
	return t.mapValues(func(x Type) Type { return normalize(x, g) })
}

func (t *StructType) format(f *formatter) {
	if len(t.elements) == 0 {
		f.str("Struct")
		return
	}
	f.params("Struct", func() {
		f.hash(len(t.elements), func(i int) {
			e := t.elements[i]
			valueOptional := assignable(e.value, undefType, nil)
			switch {
			case e.Optional() && valueOptional, !e.Optional() && !valueOptional:
				f.quote(e.name)
			case e.Optional():
				f.typ(e.key)
			default:
				f.params("NotUndef", func() { f.quote(e.name) })
			}
			f.str(" => ")
			f.typ(e.value)
		})
	})
}

func (t *StructType) isIterable(*guard) bool { return true }

func (t *StructType) iterableType(*guard) Type {
	if len(t.elements) == 0 {
		return &IterableType{typ: defaultKeyPair}
	}
	ks := make([]Type, len(t.elements))
	vs := make([]Type, len(t.elements))
	for i, e := range t.elements {
		ks[i], vs[i] = e.key, e.value
	}
	return &IterableType{typ: &TupleType{types: []Type{NewVariantType(ks...), NewVariantType(vs...)}, size: sizePair}}
}
