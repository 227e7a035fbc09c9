package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// Puppet's step iterator (over anything but an integer range) gives the
// block of its internal iteration each element splatted, yield(*e), and
// Ruby's internal iterations pack what they get back into one value: an
// empty array or hash becomes undef, a one-element array its element, a
// hash its [key, value] pairs. So Array([[1], 0, [], 0, [2, 3]].step(2))
// is [1, undef, [2, 3]], as are what reduce, index, unique, String() and
// splatting see. any and all with a one-parameter block see the first
// splatted value alone (2 for [2, 3]). map, each and filter read the
// elements through next() and see them as they are.

// rubySplat returns the values Ruby's *v passes on.
func rubySplat(v types.Value) []types.Value {
	switch x := v.(type) {
	case *types.Array:
		return x.Elements()
	case *types.Hash:
		pairs := make([]types.Value, 0, x.Len())
		for _, en := range x.Entries() {
			pairs = append(pairs, types.ArrayOf(en.Key, en.Value))
		}
		return pairs
	}
	if types.IsUndef(v) {
		return nil
	}
	return []types.Value{v}
}

// packValues is the one value Ruby makes of the values a block is given
// when it takes them as one.
func packValues(vs []types.Value) types.Value {
	switch len(vs) {
	case 0:
		return types.Undef
	case 1:
		return vs[0]
	}
	return types.NewArray(vs)
}

// firstSplatValues returns, for an Iterator whose internal iteration
// splats its elements, an Iterator over the first splatted value of each
// (undef when none), which is what any and all give a one-parameter
// block; other values are returned as they are.
func firstSplatValues(c *eval.Call, v types.Value) types.Value {
	it, ok := v.(*types.Iterator)
	if !ok {
		return v
	}
	st := stateOf(it)
	if st == nil || !st.splats {
		return v
	}
	first := func() (types.Value, bool, error) {
		e, ok, err := st.next()
		if err != nil || !ok {
			return nil, ok, err
		}
		if vs := rubySplat(e); len(vs) > 0 {
			return vs[0], true, nil
		}
		return types.Undef, true, nil
	}
	return newConsumingIterator(c, first, it.ElementType(), nil)
}
