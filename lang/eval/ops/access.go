package ops

import (
	"unicode/utf8"

	"prepl/display"
	"prepl/lang/eval/construct"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// Index is `[]` on an Array, a String or a Binary, with keys flattened:
// an element, or the part an index and a count select (a String's
// counted in characters, a Binary's in bytes). warn receives the warning
// of a numeric string converted to an Array's index.
func Index(v types.Value, keys []types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	switch x := v.(type) {
	case *types.Array:
		return arrayIndex(x, keys, loc, warn)
	case types.String:
		return stringIndex(x, keys, loc, warn)
	case *types.Binary:
		return binaryIndex(x, keys, loc, warn)
	}
	return nil, evalerr.Errorf(loc, "Operator '[]' is not applicable to %s.", evalerr.Articled(ValueLabel(v)))
}

// index converts an index key as Puppet does: integers as they
// are, numeric strings converted, everything else an error worded for an
// Array or a String (a substring operation).
func index(what string, k types.Value, loc syntax.Loc, warn Warn) (int64, error) {
	if i, ok := k.(types.Int); ok {
		return int64(i), nil
	}
	if what == "String" {
		if s, ok := k.(types.String); ok {
			if v, ok := construct.ParseNumber(string(s)); ok {
				k = v
				if i, ok := v.(types.Int); ok {
					return int64(i), nil
				}
			}
		}
		return 0, evalerr.Errorf(loc, "A substring operation does not accept %s as a character index. Expected an Integer", evalerr.Articled(KindName(k)))
	}
	switch x := k.(type) {
	case types.String, types.UndefValue:
		v, err := ToNumber(types.String(display.ToString(x)), loc, warn)
		if err != nil {
			return 0, err
		}
		if i, ok := v.(types.Int); ok {
			return int64(i), nil
		}
		k = v
	}
	return 0, evalerr.Errorf(loc, "%s[] cannot use %s where Integer is expected", CapitalizedArticle(what), TypeName(k))
}

// arrayIndex implements Array[index] and Array[index, count].
func arrayIndex(a *types.Array, keys []types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	if len(keys) < 1 || len(keys) > 2 {
		return nil, evalerr.Errorf(loc, "Array supports [] with one or two arguments. Got %d", len(keys))
	}
	idx, err := index("Array", keys[0], loc, warn)
	if err != nil {
		return nil, err
	}
	size := int64(a.Len())
	if len(keys) == 1 {
		if idx < 0 {
			idx += size
		}
		if idx < 0 || idx >= size {
			return types.Undef, nil
		}
		return a.At(int(idx)), nil
	}
	count, err := index("Array", keys[1], loc, warn)
	if err != nil {
		return nil, err
	}
	from, to := rangeBounds(idx, count, size)
	return a.Slice(int(from), int(to)), nil
}

// rangeBounds computes the [from, to) slice for the (start, count) access
// form shared by arrays and strings. A negative start counts from the end;
// a negative count names an end position counted from the end.
func rangeBounds(start, count, size int64) (int64, int64) {
	if start < 0 {
		start += size
	}
	var end int64
	if count < 0 {
		end = size + count + 1
	} else {
		end = start + count
	}
	if start < 0 {
		start = 0
	}
	if end > size {
		end = size
	}
	if start >= end {
		return 0, 0
	}
	return start, end
}

// stringIndex implements String[index] and String[index, count],
// counting characters.
func stringIndex(str types.String, keys []types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	s := string(str)
	size := int64(utf8.RuneCountInString(s))
	from, to, err := substringBounds(keys, size, loc, warn)
	if err != nil || from == to {
		return types.String(""), err
	}
	if size == int64(len(s)) {
		return types.String(s[from:to]), nil
	}
	runes := []rune(s)
	return types.String(string(runes[from:to])), nil
}

// binaryIndex implements Binary[index] and Binary[index, count]: the
// string rules applied to the bytes, giving a Binary.
func binaryIndex(b *types.Binary, keys []types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	bs := b.Bytes()
	from, to, err := substringBounds(keys, int64(len(bs)), loc, warn)
	if err != nil {
		return nil, err
	}
	return types.NewBinary(append([]byte(nil), bs[from:to]...)), nil
}

// substringBounds reads the keys of a substring operation, [index] or
// [index, count], over size elements and returns the part [from, to)
// they select (empty when out of range).
func substringBounds(keys []types.Value, size int64, loc syntax.Loc, warn Warn) (from, to int64, err error) {
	if len(keys) < 1 || len(keys) > 2 {
		return 0, 0, evalerr.Errorf(loc, "String supports [] with one or two arguments. Got %d", len(keys))
	}
	idx, err := index("String", keys[0], loc, warn)
	if err != nil {
		return 0, 0, err
	}
	count := int64(1)
	if len(keys) == 2 {
		if count, err = index("String", keys[1], loc, warn); err != nil {
			return 0, 0, err
		}
	} else {
		if idx < 0 {
			idx += size
		}
		if idx < 0 || idx >= size {
			return 0, 0, nil
		}
	}
	from, to = rangeBounds(idx, count, size)
	return from, to, nil
}
