package types

// visitTypes calls visit for t and every type it contains, depth first.
// Self-recursive aliases are entered once per path (g records them), so
// the walk ends on recursive definitions.
func visitTypes(t Type, g *guard, visit func(Type)) {
	if t == nil {
		return
	}
	if a, ok := t.(*TypeAlias); ok {
		if a.state == aliasUnresolved {
			a.resolve()
		}
		walk := func() {
			visit(a)
			switch a.state {
			case aliasResolved:
				visitTypes(a.resolvedT, g, visit)
			case aliasResolving:
				// What an alias stands for while it is being resolved.
				visit(unresolvedReference)
			}
		}
		if !a.selfRecursion {
			walk()
			return
		}
		g.withThis(a, func(state int) bool {
			if state&recursionInThis == 0 {
				walk()
			}
			return true
		})
		return
	}
	visit(t)
	for _, c := range containedTypes(t) {
		visitTypes(c, g, visit)
	}
}

// containedTypes returns the types t is built from.
func containedTypes(t Type) []Type {
	switch x := t.(type) {
	case *TypeType:
		return optTypes(x.typ)
	case *OptionalType:
		return optTypes(x.typ)
	case *NotUndefType:
		return optTypes(x.typ)
	case *IterableType:
		return optTypes(x.typ)
	case *IteratorType:
		return optTypes(x.typ)
	case *SensitiveType:
		return optTypes(x.typ)
	case *StringType:
		return optTypes(sizeAsType(x.size))
	case *CollectionType:
		return optTypes(sizeAsType(x.size))
	case *ArrayType:
		return append(optTypes(sizeAsType(x.size)), x.elem)
	case *HashType:
		return append(optTypes(sizeAsType(x.size)), x.key, x.value)
	case *TupleType:
		return append(optTypes(sizeAsType(x.size)), x.types...)
	case *StructType:
		out := make([]Type, 0, 2*len(x.elements))
		for _, e := range x.elements {
			out = append(out, e.key, e.value)
		}
		return out
	case *CallableType:
		var out []Type
		if x.params != nil {
			out = append(out, x.params)
		}
		return append(append(out, optTypes(x.block)...), optTypes(x.ret)...)
	case *VariantType:
		return x.types
	case *PatternType:
		out := make([]Type, len(x.patterns))
		for i, p := range x.patterns {
			out[i] = p
		}
		return out
	case *InitType:
		return optTypes(x.typ)
	case *ObjectType:
		out := optTypes(x.parent)
		for _, a := range x.attrs {
			out = append(out, a.typ)
		}
		for _, f := range x.funcs {
			out = append(out, f.typ)
		}
		return out
	}
	return nil
}

func optTypes(t Type) []Type {
	if t == nil {
		return nil
	}
	return []Type{t}
}

// sizeAsType returns a size range as a Type (nil for no range).
func sizeAsType(s *IntegerType) Type {
	if s == nil {
		return nil
	}
	return s
}

// Intrinsic reports whether t is made of built-in types only: no alias,
// type reference, Object type or type set a program defines, whose
// meaning can change from one input to the next. Two intrinsic types
// with the same KeyString always mean the same.
func Intrinsic(t Type) bool {
	ok := true
	visitTypes(t, &guard{}, func(c Type) {
		switch x := c.(type) {
		case *TypeAlias:
			ok = ok && x.builtin
		case *ObjectType:
			ok = ok && x == objectType
		case *TypeSetType:
			ok = ok && x == typeSetType
		case *TypeReferenceType, *ObjectTypeExtension:
			ok = false
		}
	})
	return ok
}
