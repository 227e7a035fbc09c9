package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// iterImpl implements an iteration function for one block arity: two
// says the block takes (key, value) or (index, value).
type iterImpl func(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error)

// iterFunction builds a function with Puppet's four iteration signatures,
// tried in its order: a Hash with a two- or one-parameter block, then any
// Iterable with a two- or one-parameter block.
func iterFunction(name, doc string, impl iterImpl) *eval.Function {
	sig := func(param, ptype, block string, two bool) *eval.Signature {
		return &eval.Signature{
			Params: []eval.Param{{Name: param, Type: ptype}},
			Block:  &eval.BlockParam{Name: "block", Type: block},
			Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
				return impl(c, args[0], b, two)
			},
		}
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			sig("hash", "Hash[Any, Any]", "Callable[2,2]", true),
			sig("hash", "Hash[Any, Any]", "Callable[1,1]", false),
			sig("enumerable", "Iterable", "Callable[2,2]", true),
			sig("enumerable", "Iterable", "Callable[1,1]", false),
		},
	}
}

func init() {
	eval.Register(
		iterFunction("each", "Calls the block once for each element of the value (each key and value of a hash, each index and element otherwise, or each element alone when the block takes one parameter) and returns the value itself.", eachFn),
		iterFunction("map", "Calls the block for each element and returns an Array of what it returned, in order.", mapFn),
		iterFunction("filter", "Returns the elements for which the block returns a truthy value: a Hash of the selected entries for a hash, an Array otherwise.", filterFn),
		iterFunction("any", "Tells whether the block returns a truthy value for at least one element; it stops at the first that does.", anyFn),
		iterFunction("all", "Tells whether the block returns a truthy value for every element; it stops at the first that does not.", allFn),
	)
}

// The iteration functions loop over an Array or an integer range
// themselves, the cases of most calls: walk takes its visitor as a closure that escapes
// (the general case hands it to types.Iterate), which costs the closure
// and the variables it captures an allocation on every call, and an
// indirect call per element.

// eachFn: break() ends the iteration; the receiver is returned.
func eachFn(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error) {
	if a, ok := recv.(*types.Array); ok {
		for i, el := range a.Elements() {
			if _, err := callWith(c, block, two, key{i: i}, el, false); err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
		}
		return recv, nil
	}
	if first, last, ok := intBounds(recv); ok {
		for i := first; ; i++ {
			if _, err := callWith(c, block, two, key{i: int(i - first)}, types.Int(i), false); err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
			if i == last {
				break
			}
		}
		return recv, nil
	}
	err := walkExternal(c, recv, false, func(k key, v types.Value, hash bool) (bool, error) {
		_, err := callWith(c, block, two, k, v, hash)
		return true, err
	})
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	return recv, nil
}

// mapFn: break() ends the iteration with what has been produced so far.
func mapFn(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error) {
	if a, ok := recv.(*types.Array); ok {
		out := make([]types.Value, 0, a.Len())
		for i, el := range a.Elements() {
			r, err := callWith(c, block, two, key{i: i}, el, false)
			if err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
			out = append(out, r)
		}
		return types.NewArray(out), nil
	}
	if first, last, ok := intBounds(recv); ok {
		out := make([]types.Value, 0, min(last-first+1, 1<<16))
		for i := first; ; i++ {
			r, err := callWith(c, block, two, key{i: int(i - first)}, types.Int(i), false)
			if err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
			if len(out) == cap(out) {
				if err := c.CheckMemory(int64(2*cap(out)) * eval.ValueBytes); err != nil {
					return nil, err
				}
			}
			out = append(out, r)
			if i == last {
				break
			}
		}
		return types.NewArray(out), nil
	}
	var out []types.Value
	if n := knownLen(recv); n > 0 {
		out = make([]types.Value, 0, n)
	}
	err := walkExternal(c, recv, two && isHashStyle(recv), func(k key, v types.Value, hash bool) (bool, error) {
		r, err := callWith(c, block, two, k, v, hash)
		if err != nil {
			return false, err
		}
		if len(out) == cap(out) {
			if err := c.CheckMemory(int64(2*cap(out)) * eval.ValueBytes); err != nil {
				return false, err
			}
		}
		out = append(out, r)
		return true, nil
	})
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	return types.NewArray(out), nil
}

// filterFn: for a hash break() is not handled (Puppet gives it to the
// enclosing construct); for other values it ends the iteration with what
// has been selected so far.
func filterFn(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error) {
	if h, ok := recv.(*types.Hash); ok {
		b := types.NewHashBuilder(0)
		for _, en := range h.Entries() {
			r, err := callWith(c, block, two, key{v: en.Key}, en.Value, true)
			if err != nil {
				return nil, err
			}
			if types.IsTruthy(r) {
				b.Set(en.Key, en.Value)
			}
		}
		return b.Build(), nil
	}
	if two && isHashStyle(recv) {
		// Entries of a hash-style iterator are selected into a Hash.
		b := types.NewHashBuilder(0)
		err := walkExternal(c, recv, false, func(k key, v types.Value, hash bool) (bool, error) {
			r, err := callWith(c, block, two, k, v, hash)
			if err == nil && types.IsTruthy(r) {
				b.Set(k.value(), v)
			}
			return err == nil, err
		})
		if err != nil {
			return nil, err
		}
		return b.Build(), nil
	}
	if a, ok := recv.(*types.Array); ok {
		var out []types.Value
		for i, el := range a.Elements() {
			r, err := callWith(c, block, two, key{i: i}, el, false)
			if err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
			if types.IsTruthy(r) {
				out = append(out, el)
			}
		}
		return types.NewArray(out), nil
	}
	if first, last, ok := intBounds(recv); ok {
		var out []types.Value
		for i := first; ; i++ {
			el := types.Value(types.Int(i))
			r, err := callWith(c, block, two, key{i: int(i - first)}, el, false)
			if err != nil {
				if eval.IsBreak(err) {
					break
				}
				return nil, err
			}
			if types.IsTruthy(r) {
				out = append(out, el)
			}
			if i == last {
				break
			}
		}
		return types.NewArray(out), nil
	}
	var out []types.Value
	err := walkExternal(c, recv, false, func(k key, v types.Value, hash bool) (bool, error) {
		r, err := callWith(c, block, two, k, v, hash)
		if err != nil {
			return false, err
		}
		if types.IsTruthy(r) {
			out = append(out, element(k, v, hash))
		}
		return true, nil
	})
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	return types.NewArray(out), nil
}

func anyFn(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error) {
	if !two {
		recv = firstSplatValues(c, recv)
	}
	found := false
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		r, err := callWith(c, block, two, k, v, hash)
		if err != nil {
			return false, err
		}
		found = types.IsTruthy(r)
		return !found, nil
	})
	if err != nil {
		return nil, err
	}
	return types.Bool(found), nil
}

func allFn(c *eval.Call, recv types.Value, block *eval.Lambda, two bool) (types.Value, error) {
	if !two {
		recv = firstSplatValues(c, recv)
	}
	all := true
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		r, err := callWith(c, block, two, k, v, hash)
		if err != nil {
			return false, err
		}
		all = types.IsTruthy(r)
		return all, nil
	})
	if err != nil {
		return nil, err
	}
	return types.Bool(all), nil
}

// intBounds returns the first and last integers of a range an iteration
// function loops over itself: a positive Integer n (0 to n-1) or a
// bounded Integer type.
func intBounds(v types.Value) (first, last int64, ok bool) {
	switch v.(type) {
	case types.Int, *types.IntegerType:
		if r, ok := asIntRange(v); ok && r.step == 1 && r.first <= r.last {
			return r.first, r.last, true
		}
	}
	return 0, 0, false
}

// knownLen returns the number of elements of an Array or Hash (0 when
// not known without iterating).
func knownLen(v types.Value) int {
	switch x := v.(type) {
	case *types.Array:
		return x.Len()
	case *types.Hash:
		return x.Len()
	}
	return 0
}
