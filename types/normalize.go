package types

import "prepl/internal/ruby/rubystr"

// normalize simplifies a Variant the way Puppet does: nested variants are
// flattened, undef members turn the whole into an Optional, and enums,
// patterns, version ranges and numeric ranges of the same kind are merged.
func (t *VariantType) normalize(g *guard) Type {
	if len(t.types) == 0 {
		return t
	}
	types, modified := mapTypes(t.types, func(x Type) Type { return normalize(x, g) })
	if !modified {
		types = t.types
	}
	if len(types) == 1 {
		return types[0]
	}
	hasUndef := false
	for _, x := range types {
		switch x.(type) {
		case *UndefType, *OptionalType:
			hasUndef = true
		}
	}
	if hasUndef {
		var rest []Type
		for _, x := range types {
			switch y := x.(type) {
			case *UndefType:
			case *OptionalType:
				if y.typ != nil {
					rest = append(rest, y.typ)
				}
			default:
				rest = append(rest, x)
			}
		}
		return (&OptionalType{typ: NewVariantType(rest...)}).normalize(g)
	}
	types = flattenVariants(types)
	before := len(types)
	types = swapNotUndefs(types)
	types = mergeEnums(types)
	types = mergePatterns(types)
	types = mergeVersionRanges(types)
	types = mergeIntegers(types)
	types = mergeFloats(types)
	types = mergeTimespans(types)
	types = mergeTimestamps(types)
	if len(types) == 1 {
		return types[0]
	}
	if modified || len(types) != before {
		return NewVariantType(types...)
	}
	return t
}

// partition splits ts into those for which in is true and the rest.
func partition(ts []Type, in func(Type) bool) (yes, no []Type) {
	for _, x := range ts {
		if in(x) {
			yes = append(yes, x)
		} else {
			no = append(no, x)
		}
	}
	return yes, no
}

func swapNotUndefs(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	nus, others := partition(ts, func(x Type) bool { _, ok := x.(*NotUndefType); return ok })
	if len(nus) < 2 {
		return ts
	}
	inner := make([]Type, len(nus))
	for i, x := range nus {
		inner[i] = x.(*NotUndefType).typ
		if inner[i] == nil {
			inner[i] = anyType
		}
	}
	return append(others, NewNotUndefType(Normalize(NewVariantType(inner...))))
}

func mergeEnums(ts []Type) []Type {
	if len(ts) > 1 {
		enums, others := partition(ts, func(x Type) bool {
			switch y := x.(type) {
			case *EnumType:
				return len(y.values) > 0 && !y.caseInsensitive
			case *StringType:
				return y.hasValue
			}
			return false
		})
		if len(enums) > 1 {
			var values []string
			for _, x := range enums {
				if s, ok := x.(*StringType); ok {
					values = append(values, s.value)
				} else {
					values = append(values, x.(*EnumType).values...)
				}
			}
			ts = append(others, NewEnumType(values, false))
		}
	}
	if len(ts) > 1 {
		enums, others := partition(ts, func(x Type) bool {
			y, ok := x.(*EnumType)
			return ok && len(y.values) > 0 && y.caseInsensitive
		})
		if len(enums) > 1 {
			var values []string
			for _, x := range enums {
				for _, v := range x.(*EnumType).values {
					values = append(values, rubystr.DowncaseASCII(v))
				}
			}
			ts = append(others, NewEnumType(values, true))
		}
	}
	return ts
}

func mergePatterns(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	pats, others := partition(ts, func(x Type) bool { _, ok := x.(*PatternType); return ok })
	if len(pats) < 2 {
		return ts
	}
	var all []*RegexpType
	for _, x := range pats {
		all = append(all, x.(*PatternType).patterns...)
	}
	return append(others, NewPatternType(all))
}

// mergeRanges merges the ranges that intersect (or touch, where merge
// allows it), taking them from the end as Puppet does.
func mergeRanges[T Type](ranges []T, merge func(a, b T) (T, bool)) []Type {
	var result []Type
	for len(ranges) > 0 {
		x := ranges[len(ranges)-1]
		ranges = ranges[:len(ranges)-1]
		var unmerged []T
		memo := x
		for _, y := range ranges {
			if m, ok := merge(memo, y); ok {
				memo = m
			} else {
				unmerged = append(unmerged, y)
			}
		}
		result = append(result, memo)
		ranges = unmerged
	}
	return result
}

// mergeNumbers merges the members of class T (selected by is) and puts
// the merged ones first.
func mergeNumbers[T Type](ts []Type, merge func(a, b T) (T, bool)) []Type {
	if len(ts) < 2 {
		return ts
	}
	var ranges []T
	var others []Type
	for _, x := range ts {
		if r, ok := x.(T); ok {
			ranges = append(ranges, r)
		} else {
			others = append(others, x)
		}
	}
	if len(ranges) < 2 {
		return ts
	}
	return append(mergeRanges(ranges, merge), others...)
}

func mergeIntegers(ts []Type) []Type {
	return mergeNumbers(ts, func(a, b *IntegerType) (*IntegerType, bool) {
		m := a.merge(b)
		return m, m != nil
	})
}

func mergeFloats(ts []Type) []Type {
	return mergeNumbers(ts, func(a, b *FloatType) (*FloatType, bool) {
		m := a.merge(b)
		return m, m != nil
	})
}

func mergeTimespans(ts []Type) []Type {
	return mergeNumbers(ts, func(a, b *TimespanType) (*TimespanType, bool) {
		m := a.merge(b)
		return m, m != nil
	})
}

func mergeTimestamps(ts []Type) []Type {
	return mergeNumbers(ts, func(a, b *TimestampType) (*TimestampType, bool) {
		m := a.merge(b)
		return m, m != nil
	})
}
