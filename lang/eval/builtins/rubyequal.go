package builtins

import "prepl/types"

// rubyEqual is equality as Puppet's Ruby implementation sees it where a
// function compares values with Ruby's ==: strings are compared exactly
// (unlike Puppet's ==), integers and floats by numeric value, arrays and
// hashes element by element.
func rubyEqual(a, b types.Value) bool {
	switch x := a.(type) {
	case types.String:
		y, ok := b.(types.String)
		return ok && x == y
	case types.Int:
		switch y := b.(type) {
		case types.Int:
			return x == y
		case types.Float:
			return float64(x) == float64(y)
		}
		return false
	case types.Float:
		switch y := b.(type) {
		case types.Int:
			return float64(x) == float64(y)
		case types.Float:
			return x == y
		}
		return false
	case *types.Array:
		y, ok := b.(*types.Array)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i, e := range x.Elements() {
			if !rubyEqual(e, y.At(i)) {
				return false
			}
		}
		return true
	case *types.Hash:
		y, ok := b.(*types.Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for _, en := range x.Entries() {
			v, found := y.Get(en.Key)
			if !found || !rubyEqual(en.Value, v) {
				return false
			}
		}
		return true
	}
	switch b.(type) {
	case types.String, types.Int, types.Float, *types.Array, *types.Hash:
		return false
	}
	return types.Equal(a, b)
}
