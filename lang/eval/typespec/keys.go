package typespec

import (
	"prepl/lang/syntax"
	"prepl/types"
)

// typeStringShortcuts are type strings Puppet's type parser answers from a
// table of common types before parsing, with the type string the table's
// answer reads as. The table's "Array[1]" (an array of at least one
// element) is not what parsing the string would give (a parse error), so
// the table decides.
var typeStringShortcuts = map[string]string{"Array[1]": "Array[Any, 1]"}

// typeSpecKeys rewrites the parameters of Array, Hash and Tuple in a type
// string into those the [] operator takes for the same type, as Puppet's
// type parser reads them differently: a size range alone is allowed
// (Array[1, 2] is Array[Default, 1, 2]), a size range is written as two
// integers or one Integer type, nothing is flattened, and a Tuple's element
// that is no type stands for the type of the value. It returns the keys
// unchanged for other types, and ok=false for a Tuple with nothing but a
// size range, which the parser makes the plain Tuple.
func typeSpecKeys(l types.Type, keys []types.Value, x syntax.Expr) (out []types.Value, ok bool, err error) {
	switch l {
	case types.TArray:
		out, err = arraySpecKeys(keys, x)
	case types.THash:
		out, err = hashSpecKeys(keys, x)
	case types.TTuple:
		out, err = tupleSpecKeys(keys, x)
		return out, err != nil || len(out) > 0, err
	default:
		if arrayKeyRejected(l, keys) {
			return nil, true, Invalid(x)
		}
		out = keys
	}
	return out, true, err
}

// arrayKeyRejected tells a parameter list with an array where the type
// parser wants a single value: it does not flatten arrays into the list as
// the [] operator does. Callable takes an array of parameter types, and a
// resource type an array of titles.
func arrayKeyRejected(l types.Type, keys []types.Value) bool {
	switch l.(type) {
	case *types.CallableType, *types.ResourceType:
		return false
	}
	for _, k := range keys {
		if _, ok := k.(*types.Array); ok {
			return true
		}
	}
	return false
}

// arraySpecKeys reads Array[T], Array[T, size], Array[from, to] and
// Array[T, from, to].
func arraySpecKeys(keys []types.Value, x syntax.Expr) ([]types.Value, error) {
	switch len(keys) {
	case 1:
		if !isTypeParam(keys[0]) {
			return nil, Invalid(x)
		}
		return keys, nil
	case 2:
		if isTypeParam(keys[0]) {
			size, err := sizeSpecKey(keys[1], x)
			if err != nil {
				return nil, err
			}
			return []types.Value{keys[0], size}, nil
		}
		from, to, err := rangeSpecKeys(keys[0], keys[1], x)
		if err != nil {
			return nil, err
		}
		return []types.Value{types.TDefault, from, to}, nil
	case 3:
		if !isTypeParam(keys[0]) {
			return nil, Invalid(x)
		}
		from, to, err := rangeSpecKeys(keys[1], keys[2], x)
		if err != nil {
			return nil, err
		}
		return []types.Value{keys[0], from, to}, nil
	}
	return nil, typeSpecArity("Array", "1 to 3", len(keys))
}

// hashSpecKeys reads Hash[K, V], Hash[from, to], Hash[K, V, size] and
// Hash[K, V, from, to].
func hashSpecKeys(keys []types.Value, x syntax.Expr) ([]types.Value, error) {
	switch len(keys) {
	case 2:
		if isTypeParam(keys[0]) && isTypeParam(keys[1]) {
			return keys, nil
		}
		from, to, err := rangeSpecKeys(keys[0], keys[1], x)
		if err != nil {
			return nil, err
		}
		return []types.Value{types.TDefault, types.TDefault, from, to}, nil
	case 3:
		size, err := sizeSpecKey(keys[2], x)
		if err != nil {
			return nil, err
		}
		if !isTypeParam(keys[0]) || !isTypeParam(keys[1]) {
			return nil, Invalid(x)
		}
		return []types.Value{keys[0], keys[1], size}, nil
	case 4:
		from, to, err := rangeSpecKeys(keys[2], keys[3], x)
		if err != nil {
			return nil, err
		}
		if !isTypeParam(keys[0]) || !isTypeParam(keys[1]) {
			return nil, Invalid(x)
		}
		return []types.Value{keys[0], keys[1], from, to}, nil
	}
	return nil, typeSpecArity("Hash", "2 to 4", len(keys))
}

// tupleSpecKeys reads Tuple[*T, from, to] and Tuple[*T, from]; a default
// minimum is 0. Element values that are no types stand for a type: a
// string for the Ruby class it names, anything else for its generalized
// type. Only the size keys are returned when no element type remains.
func tupleSpecKeys(keys []types.Value, x syntax.Expr) ([]types.Value, error) {
	n := len(keys)
	if n == 0 {
		return nil, typeSpecArity("Tuple", "1 or more", n)
	}
	elems, size := keys, []types.Value(nil)
	switch {
	case n >= 2 && isRangeParam(keys[n-2]):
		if !isRangeParam(keys[n-1]) {
			return nil, Invalid(x)
		}
		elems, size = keys[:n-2], []types.Value{minSpecKey(keys[n-2]), rangeSpecKey(keys[n-1])}
	case isRangeParam(keys[n-1]):
		elems, size = keys[:n-1], []types.Value{minSpecKey(keys[n-1])}
	}
	if len(elems) == 0 {
		return nil, nil
	}
	out := make([]types.Value, 0, n)
	for _, el := range elems {
		out = append(out, typeOfSpecValue(el))
	}
	return append(out, size...), nil
}

// typeOfSpecValue is the type a Tuple element of a type string stands for.
func typeOfSpecValue(v types.Value) types.Type {
	switch x := v.(type) {
	case types.Type:
		return x
	case types.String:
		return types.NewRuntimeType("ruby", string(x))
	}
	return types.InferGeneralized(v)
}

// sizeSpecKey reads a lone size parameter: an Integer type, or the
// minimum of an open range.
func sizeSpecKey(v types.Value, x syntax.Expr) (types.Value, error) {
	if it, ok := v.(*types.IntegerType); ok {
		return it, nil
	}
	if !isRangeParam(v) {
		return nil, Invalid(x)
	}
	return rangeSpecKey(v), nil
}

// rangeSpecKeys reads the two ends of a size range.
func rangeSpecKeys(from, to types.Value, x syntax.Expr) (types.Value, types.Value, error) {
	if !isRangeParam(from) || !isRangeParam(to) {
		return nil, nil, Invalid(x)
	}
	return rangeSpecKey(from), rangeSpecKey(to), nil
}

// isRangeParam tells an end of a size range: an Integer, default, or the
// string 'default'.
func isRangeParam(v types.Value) bool {
	switch x := v.(type) {
	case types.Int:
		return true
	case types.String:
		return x == "default"
	}
	return v == types.Default
}

// rangeSpecKey is the [] key for an end of a size range.
func rangeSpecKey(v types.Value) types.Value {
	if s, ok := v.(types.String); ok && s == "default" {
		return types.Default
	}
	return v
}

// minSpecKey is the [] key for the minimum size of a Tuple: 0 when
// default.
func minSpecKey(v types.Value) types.Value {
	if rangeSpecKey(v) == types.Default {
		return types.Int(0)
	}
	return v
}

// isTypeParam tells a parameter that is a type.
func isTypeParam(v types.Value) bool {
	_, ok := v.(types.Type)
	return ok
}

// typeSpecArity is the type parser's error for a wrong number of
// parameters.
func typeSpecArity(name, required string, given int) error {
	return errorf("Invalid number of type parameters specified: %s requires %s, %d provided", name, required, given)
}
