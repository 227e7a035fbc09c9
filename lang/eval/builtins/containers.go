package builtins

import "prepl/types"

// mapContainer rebuilds an Array or a Hash with f applied to each element
// (to each hash value, and to each key when keys is set), as the
// functions that convert nested data do. ok is false, and nothing is
// done, for any other value.
func mapContainer(v types.Value, keys bool, f func(types.Value) (types.Value, error)) (out types.Value, ok bool, err error) {
	switch x := v.(type) {
	case *types.Array:
		els := make([]types.Value, x.Len())
		for i, e := range x.Elements() {
			if els[i], err = f(e); err != nil {
				return nil, true, err
			}
		}
		return types.NewArray(els), true, nil
	case *types.Hash:
		b := types.NewHashBuilder(x.Len())
		for _, en := range x.Entries() {
			k := en.Key
			if keys {
				if k, err = f(k); err != nil {
					return nil, true, err
				}
			}
			val, err := f(en.Value)
			if err != nil {
				return nil, true, err
			}
			b.Set(k, val)
		}
		return b.Build(), true, nil
	}
	return nil, false, nil
}
