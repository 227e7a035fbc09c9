package types

import "strings"

// resolveMemberRefs returns t with each reference to a type of the set
// (Num, or MySet::Num) replaced by that member: Puppet resolves the
// names in a type set's definitions against the set first. Types
// without such references are returned as they are.
func resolveMemberRefs(t Type, setName string, member func(string) (Type, bool)) Type {
	var walk func(Type) Type
	walk = func(x Type) Type {
		if r, ok := x.(*TypeReferenceType); ok {
			name := r.text
			if len(name) > len(setName)+2 && strings.EqualFold(name[:len(setName)+2], setName+"::") {
				name = name[len(setName)+2:]
			}
			if m, ok := member(name); ok {
				return m
			}
			return x
		}
		return mapContained(x, walk)
	}
	return walk(t)
}

// mapContained rebuilds t with fn applied to the types it is built from
// (those containedTypes lists, size ranges and patterns aside); t itself
// when fn changes none of them. Object types are left as they are.
func mapContained(t Type, fn func(Type) Type) Type {
	one := func(x Type) (Type, bool) {
		if x == nil {
			return nil, false
		}
		y := fn(x)
		return y, y != x
	}
	switch x := t.(type) {
	case *TypeType:
		if y, ok := one(x.typ); ok {
			return &TypeType{typ: y}
		}
	case *OptionalType:
		if y, ok := one(x.typ); ok {
			return &OptionalType{typ: y}
		}
	case *NotUndefType:
		if y, ok := one(x.typ); ok {
			return &NotUndefType{typ: y}
		}
	case *IterableType:
		if y, ok := one(x.typ); ok {
			return &IterableType{typ: y}
		}
	case *IteratorType:
		if y, ok := one(x.typ); ok {
			return &IteratorType{typ: y}
		}
	case *SensitiveType:
		if y, ok := one(x.typ); ok {
			return &SensitiveType{typ: y}
		}
	case *InitType:
		if y, ok := one(x.typ); ok {
			return &InitType{typ: y, args: x.args, signatures: x.signatures}
		}
	case *ArrayType:
		if y, ok := one(x.elem); ok {
			return &ArrayType{elem: y, size: x.size}
		}
	case *HashType:
		k, kc := one(x.key)
		v, vc := one(x.value)
		if kc || vc {
			return &HashType{key: k, value: v, size: x.size}
		}
	case *TupleType:
		if ts, changed := mapTypes(x.types, fn); changed {
			return &TupleType{types: ts, size: x.size}
		}
	case *VariantType:
		if ts, changed := mapTypes(x.types, fn); changed {
			return NewVariantType(ts...)
		}
	case *StructType:
		return x.mapValues(fn)
	case *CallableType:
		return x.mapParts(fn)
	}
	return t
}

// withMemberRefs returns a copy of the Object type ot, named name, whose
// attribute and function types have their references to members of the
// set resolved.
func withMemberRefs(ot *ObjectType, name, setName string, member func(string) (Type, bool)) *ObjectType {
	named := *ot
	named.name = name
	named.attrs = make([]*ObjectAttribute, len(ot.attrs))
	for i, a := range ot.attrs {
		c := *a
		c.typ = resolveMemberRefs(a.typ, setName, member)
		c.container = &named
		named.attrs[i] = &c
	}
	named.funcs = make([]*ObjectFunction, len(ot.funcs))
	for i, f := range ot.funcs {
		c := *f
		c.typ = resolveMemberRefs(f.typ, setName, member)
		c.container = &named
		named.funcs[i] = &c
	}
	return &named
}
