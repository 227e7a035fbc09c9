package types

// dataAssignable answers assignable(a, o, nil) for a the Data or RichData
// alias without the recursion guard, when o is built without aliases,
// variants, optionals and NotUndefs other than Data and RichData
// themselves: the types inference makes, which
// CommonType and `type($x) <= Hash[String, Data]` ask about for every
// value. ok is false when o holds a type it leaves to the general check.
//
// It is the general check unrolled: the alias is a Variant whose only
// members that can accept a collection are Hash[K, a] and Array[a] (K is
// String for Data, RichDataKey for RichData), both of any size, and whose
// members accept any other type without looking at a again. With no alias
// in o the guard never sees a recursion on o's side, so it never changes
// the answer.
func dataAssignable(a *TypeAlias, o Type) (r, ok bool) {
	switch ot := o.(type) {
	case *TypeAlias:
		// Reduced inference meets values of different kinds in Data and
		// RichData, which hold Data.
		switch {
		case ot == a, ot == dataAlias && a == richDataAlias:
			return true, true
		case ot == richDataAlias && a == dataAlias:
			return false, true
		}
		return false, false
	case nil, *VariantType, *OptionalType, *NotUndefType:
		return false, false
	case *UnitType:
		return true, true
	case *ArrayType:
		return dataAssignable(a, ot.elem)
	case *TupleType:
		r = true
		for _, et := range ot.types {
			er, eok := dataAssignable(a, et)
			if !eok {
				return false, false
			}
			r = r && er
		}
		return r, true
	case *HashType:
		if ot.isEmptyHash() {
			return true, true
		}
		vr, vok := dataAssignable(a, ot.value)
		if !vok {
			return false, false
		}
		return vr && assignable(dataKeyType(a), ot.key, nil), true
	case *StructType:
		key := dataKeyType(a)
		r = true
		for _, e := range ot.elements {
			er, eok := dataAssignable(a, e.value)
			if !eok {
				return false, false
			}
			r = r && er && key.isInstance(e.nameValue, nil)
		}
		return r, true
	}
	// Not a collection: only the alias's other members can accept it, and
	// they do not refer to the alias.
	return assignable(a.resolved(), o, nil), true
}

// dataKeyType is the key type of the hashes the Data or RichData alias a
// holds.
func dataKeyType(a *TypeAlias) Type {
	if a == dataAlias {
		return stringType
	}
	return richDataKeyAlias
}

// isData is the instance check of the Data alias, unrolled as
// dataAssignable unrolls its assignability: a walk over the value that
// visits each element once, not each member of the alias's Variant.
func isData(v Value, g *guard) bool {
	switch x := v.(type) {
	case *Array:
		for _, e := range x.Elements() {
			if g.stop() || !isData(e, g) {
				return false
			}
		}
		return true
	case *Hash:
		for _, e := range x.Entries() {
			if _, ok := e.Key.(String); !ok || g.stop() || !isData(e.Value, g) {
				return false
			}
		}
		return true
	case nil:
		return true
	}
	switch v.Kind() {
	case KString, KInteger, KFloat, KBoolean, KUndef:
		return true
	}
	return false
}
