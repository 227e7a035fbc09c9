package types

import "slices"

// CommonType returns the narrowest type both a and b are assignable to,
// following Puppet's type algebra: the wider of two related types,
// merged ranges (Integer[1, 2] and Integer[5, 6] give Integer[1, 6]),
// merged strings and enums, element-wise common types of arrays and
// hashes, and otherwise the first of Numeric, ScalarData, Scalar, Data,
// RichData and Any that holds both. A nil or Undef side gives the other.
func CommonType(a, b Type) Type {
	if isUndefOrNil(a) {
		return b
	}
	if isUndefOrNil(b) {
		return a
	}
	if _, ok := a.(*UnitType); ok {
		return b
	}
	if _, ok := b.(*UnitType); ok {
		return a
	}
	if assignable(a, b, nil) {
		return a
	}
	if assignable(b, a, nil) {
		return b
	}
	switch x := a.(type) {
	case *ArrayType:
		if y, ok := b.(*ArrayType); ok {
			return NewArrayType(CommonType(x.elem, y.elem), nil)
		}
	case *HashType:
		if y, ok := b.(*HashType); ok {
			return NewHashType(CommonType(x.key, y.key), CommonType(x.value, y.value), nil)
		}
	case *ClassType:
		if _, ok := b.(*ClassType); ok {
			return classType
		}
	case *ResourceType:
		if y, ok := b.(*ResourceType); ok {
			if x.typeName == y.typeName {
				return newResourceType(x.typeName, "", false)
			}
			return resourceType
		}
	case *IntegerType:
		if y, ok := b.(*IntegerType); ok {
			return x.union(y)
		}
	case *FloatType:
		if y, ok := b.(*FloatType); ok {
			return NewFloatType(min(x.from, y.from), max(x.to, y.to))
		}
	case *StringType:
		switch y := b.(type) {
		case *EnumType:
			if !x.hasValue {
				return enumType
			}
			return enumWith(y, x.value)
		case *StringType:
			if x.size == nil || y.size == nil {
				if !x.hasValue || !y.hasValue {
					return stringType
				}
				return NewEnumType([]string{x.value, y.value}, false)
			}
			return NewStringType(CommonType(x.size, y.size).(*IntegerType))
		}
	case *PatternType:
		if y, ok := b.(*PatternType); ok {
			return NewPatternType(append(append([]*RegexpType(nil), x.patterns...), y.patterns...))
		}
	case *EnumType:
		switch y := b.(type) {
		case *EnumType:
			return NewEnumType(append(append([]string(nil), x.values...), y.values...), false)
		case *StringType:
			if !y.hasValue {
				return enumType
			}
			return enumWith(x, y.value)
		}
	case *VariantType:
		if y, ok := b.(*VariantType); ok {
			return NewVariantType(append(append([]Type(nil), x.types...), y.types...)...)
		}
	case *RegexpType:
		if _, ok := b.(*RegexpType); ok {
			return regexpType
		}
	case *CallableType:
		if _, ok := b.(*CallableType); ok {
			return callableType
		}
	}
	switch {
	case bothAssignable(numericType, a, b):
		return numericType
	case bothAssignable(scalarDataType, a, b):
		return scalarDataType
	case bothAssignable(scalarType, a, b):
		return scalarType
	case bothAssignable(dataAlias, a, b):
		return dataAlias
	}
	if x, ok := a.(*TypeType); ok {
		if y, ok := b.(*TypeType); ok {
			return NewTypeType(CommonType(x.typ, y.typ))
		}
	}
	if bothAssignable(richDataAlias, a, b) {
		return richDataAlias
	}
	if x, ok := a.(*RuntimeType); ok {
		if y, ok := b.(*RuntimeType); ok && x.eql(y) {
			return x
		}
	}
	return anyType
}

// enumWith returns the case-sensitive Enum of e's values and s. Inference
// of a long array of strings adds one string at a time, so the sorted
// values are extended in place of sorting them again.
func enumWith(e *EnumType, s string) *EnumType {
	i, found := slices.BinarySearch(e.values, s)
	if found && !e.caseInsensitive {
		return e
	}
	if found {
		return &EnumType{values: e.values}
	}
	return &EnumType{values: slices.Insert(slices.Clip(e.values), i, s)}
}

func bothAssignable(t, a, b Type) bool {
	return assignable(t, a, nil) && assignable(t, b, nil)
}

func isUndefOrNil(t Type) bool {
	if t == nil {
		return true
	}
	_, ok := t.(*UndefType)
	return ok
}
