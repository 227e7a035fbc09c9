package types

import "fmt"

// MaxNesting is how deeply values may nest: arrays in arrays, hashes in
// hashes, types in types, wrapped values. Every recursive walk over
// values (formatting, equality, hashing, comparison, inference, instance
// checks, JSON) descends one level per level of nesting, so the evaluator
// refuses to make a deeper value (see Nesting) and no walk can exhaust
// the Go stack, whose overflow would end the process. Puppet itself
// runs out of Ruby stack formatting or comparing values between 1,000
// and 1,500 levels deep; the alternate format (`%#p`), which indents
// each level, costs the cube of the depth.
const MaxNesting = 1000

// NestingError is the message for a value nested beyond MaxNesting.
var NestingError = fmt.Sprintf("The value is nested more than %d levels deep", MaxNesting)

// tooDeep is the nesting recorded for anything deeper than MaxNesting.
const tooDeep = MaxNesting + 1

// Nesting returns how deeply v nests: 0 for a value that holds no other
// values, else one more than the deepest value it holds (an array of
// integers is 1, an empty array too). Anything deeper than MaxNesting is
// MaxNesting+1. Arrays and hashes record theirs when they are made, so
// asking is cheap; other holders (types, objects, Sensitive) are walked,
// which values made by the evaluator keep within MaxNesting levels.
func Nesting(v Value) int {
	switch x := v.(type) {
	case Int, String, Float, Bool, UndefValue, DefaultValue, nil:
		return 0
	case *Array:
		return int(x.nesting)
	case *Hash:
		return int(x.nesting)
	case *Sensitive:
		return deeper(Nesting(x.value))
	case *Object:
		n := 0
		for _, a := range x.values {
			n = max(n, Nesting(a))
		}
		return deeper(n)
	case Type:
		return typeNesting(x)
	}
	return 0
}

// typeNesting is Nesting of a type. The types programs parameterize and
// inference makes are walked without building the list of their
// contained types (this runs for every type a function returns or an
// access makes).
func typeNesting(t Type) int {
	switch x := t.(type) {
	case *TypeAlias, *ObjectType, *TypeReferenceType:
		// Named types are where recursive definitions turn back on
		// themselves; their bodies were bounded when they were parsed.
		return 1
	case *IntegerType, *FloatType, *BooleanType, *AnyType, *UndefType, *DefaultType,
		*ScalarType, *ScalarDataType, *NumericType, *RegexpType, *BinaryType, *SemVerRangeType:
		return 1
	case *StringType:
		return deeper(sizeNesting(x.size))
	case *ArrayType:
		if x.elem != nil {
			return deeper(max(sizeNesting(x.size), Nesting(x.elem)))
		}
	case *HashType:
		if x.key != nil && x.value != nil {
			return deeper(max(sizeNesting(x.size), Nesting(x.key), Nesting(x.value)))
		}
	case *OptionalType:
		if x.typ != nil {
			return deeper(Nesting(x.typ))
		}
	case *VariantType:
		return deeper(maxNesting(x.types))
	case *TupleType:
		if x.nesting > 0 {
			return int(x.nesting)
		}
		return deeper(max(sizeNesting(x.size), maxNesting(x.types)))
	case *StructType:
		if x.nesting > 0 {
			return int(x.nesting)
		}
		n := 0
		for _, e := range x.elements {
			if n = max(n, Nesting(e.key), Nesting(e.value)); n >= tooDeep {
				break
			}
		}
		return deeper(n)
	}
	return deeper(maxNesting(containedTypes(t)))
}

// sizeNesting is the nesting a size parameter adds: an Integer type, or
// nothing.
func sizeNesting(size *IntegerType) int {
	if size == nil {
		return 0
	}
	return 1
}

// maxNesting is the largest Nesting of ts, stopping once it is too deep.
func maxNesting(ts []Type) int {
	n := 0
	for _, c := range ts {
		if n = max(n, Nesting(c)); n >= tooDeep {
			break
		}
	}
	return n
}

// deeper is the nesting of a holder whose deepest content has nesting n.
func deeper(n int) int { return min(n+1, tooDeep) }

// nestingOf returns the nesting of a container of vs.
func nestingOf(vs []Value) int32 {
	n := 0
	for _, v := range vs {
		if n = max(n, Nesting(v)); n >= tooDeep {
			break
		}
	}
	return int32(deeper(n))
}
