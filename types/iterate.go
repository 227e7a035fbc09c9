package types

import (
	"fmt"
	"unicode/utf8"
)

// Iterate calls yield with each element of v until yield returns false:
// the elements of an Array, the [key, value] pairs of a Hash, the
// characters of a String, 0 to n-1 for a non-negative Integer n, the
// integers of a bounded Integer type (Integer[1, 5]), the values of an
// Enum type, and what an Iterator produces. It returns false when v is
// not iterable, and an error for an Integer range without both bounds or
// when an iterator fails.
func Iterate(v Value, yield func(Value) bool) (bool, error) {
	switch x := v.(type) {
	case *Array:
		for _, e := range x.Elements() {
			if !yield(e) {
				break
			}
		}
		return true, nil
	case *Hash:
		for _, e := range x.Entries() {
			if !yield(ArrayOf(e.Key, e.Value)) {
				break
			}
		}
		return true, nil
	case String:
		s := string(x)
		for len(s) > 0 {
			_, n := utf8.DecodeRuneInString(s)
			if !yield(String(s[:n])) {
				break
			}
			s = s[n:]
		}
		return true, nil
	case Int:
		if x < 0 {
			return false, nil
		}
		for i := Int(0); i < x; i++ {
			if !yield(i) {
				break
			}
		}
		return true, nil
	case *IntegerType:
		if !x.finiteRange() {
			return true, fmt.Errorf("The range %s is unbounded and cannot be iterated", x)
		}
		for i := x.from; ; i++ {
			if !yield(Int(i)) || i == x.to {
				break
			}
		}
		return true, nil
	case *EnumType:
		for _, s := range x.values {
			if !yield(String(s)) {
				break
			}
		}
		return true, nil
	case *Iterator:
		return true, x.Each(yield)
	case *TypeAlias:
		return Iterate(x.resolved(), yield)
	}
	return false, nil
}
