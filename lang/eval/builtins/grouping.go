package builtins

import (
	"strings"

	"prepl/lang/eval"
	"prepl/types"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "slice",
			Doc:  "Cuts the elements into slices of the given size (the last may be shorter). Without a block it returns an Array of the slices; with a block taking one parameter it calls it with each slice, with a block taking as many parameters as the size it calls it with the slice's elements (missing ones undef, or [] for a hash), and returns the value.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "hash", Type: "Hash[Any, Any]"}, {Name: "slice_size", Type: "Integer[1, default]"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return slice(c, args[0], int(args[1].(types.Int)), types.EmptyArray, b)
					},
				},
				{
					Params: []eval.Param{{Name: "enumerable", Type: "Iterable"}, {Name: "slice_size", Type: "Integer[1, default]"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return slice(c, args[0], int(args[1].(types.Int)), types.Undef, b)
					},
				},
			},
		},
		groupingFunction("group_by", "Hash",
			"Groups the elements by the block's result: returns a Hash from each result to the Array of elements (for a hash, [key, value] pairs) that gave it. The block gets the element, or index and value (key and value for a hash).",
			groupBy),
		groupingFunction("partition", "Tuple[Array, Array]",
			"Splits the elements in two by the block's result: returns [the elements for which it is truthy, the others]. The block gets the element, or index and value (key and value for a hash).",
			partition),
	)
}

// slice implements slice(); filler pads the last slice when the block
// takes the slice's elements as separate parameters.
func slice(c *eval.Call, recv types.Value, size int, filler types.Value, block *eval.Lambda) (types.Value, error) {
	serving := 1
	if block != nil {
		serving = blockArity(block)
		if serving < 0 {
			serving = size
		}
		if serving == 0 {
			return nil, c.Errorf("block must define at least one parameter. Block has 0.")
		}
		if serving != 1 && serving != size {
			return nil, c.Errorf("block must define one parameter, or the same number of parameters as the given size of the slice (%d). Block has %d; %s",
				size, serving, strings.Join(block.ParamNames(), ", "))
		}
	}
	size = sliceLength(recv, size)
	var slices []types.Value
	cur := make([]types.Value, 0, size)
	flush := func() error {
		if len(cur) == 0 {
			return nil
		}
		s := cur
		cur = make([]types.Value, 0, size)
		if block == nil {
			slices = append(slices, types.NewArray(s))
			return nil
		}
		if serving == 1 {
			_, err := c.CallLambda(block, types.NewArray(s))
			return err
		}
		for len(s) < serving {
			s = append(s, filler)
		}
		_, err := callLenient(c, block, s...)
		return err
	}
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		cur = append(cur, element(k, v, hash))
		if len(cur) == size {
			if err := flush(); err != nil {
				return false, err
			}
		}
		return true, nil
	})
	if err == nil {
		err = flush()
	}
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	if block != nil {
		return recv, nil
	}
	return types.NewArray(slices), nil
}

// blockArity is the arity Ruby reports for a Puppet block: the number of
// required parameters, negated (and counting the first optional one) when
// optional or captures-rest parameters follow.
func blockArity(block *eval.Lambda) int {
	n, rest := block.ParamCount()
	min := block.MinArgs()
	if min == n && !rest {
		return n
	}
	return -(min + 1)
}

// groupImpl implements a grouping function for one block form; the
// classifier returns the block's result for each element.
type groupImpl func(c *eval.Call, recv types.Value, classify func(k key, v types.Value, hash bool) (types.Value, error)) (types.Value, error)

// groupingFunction builds group_by or partition with Puppet's three
// signatures: a one-parameter block on any collection, index and value
// for an array, key and value for a hash.
func groupingFunction(name, returns, doc string, impl groupImpl) *eval.Function {
	one := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		return impl(c, args[0], func(k key, v types.Value, hash bool) (types.Value, error) {
			return c.CallLambda(b, element(k, v, hash))
		})
	}
	two := func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
		return impl(c, args[0], func(k key, v types.Value, _ bool) (types.Value, error) {
			return c.CallLambda(b, k.value(), v)
		})
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "collection", Type: "Collection"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[1,1]"}, Returns: returns, Call: one},
			{Params: []eval.Param{{Name: "array", Type: "Array"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[2,2]"}, Returns: returns, Call: two},
			{Params: []eval.Param{{Name: "collection", Type: "Collection"}}, Block: &eval.BlockParam{Name: "block", Type: "Callable[2,2]"}, Returns: returns, Call: two},
		},
	}
}

func groupBy(c *eval.Call, recv types.Value, classify func(k key, v types.Value, hash bool) (types.Value, error)) (types.Value, error) {
	var keys []types.Value
	var groups [][]types.Value
	index := newKeyIndex(0)
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		r, err := classify(k, v, hash)
		if err != nil {
			return false, err
		}
		i, added, err := index.find(c, r, len(keys))
		if err != nil {
			return false, err
		}
		if added {
			keys = append(keys, r)
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], element(k, v, hash))
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	p := c.Poll()
	b := types.NewHashBuilderPolled(len(keys), &p)
	for i, k := range keys {
		b.Set(k, types.NewArray(groups[i]))
	}
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return b.Build(), nil
}

func partition(c *eval.Call, recv types.Value, classify func(k key, v types.Value, hash bool) (types.Value, error)) (types.Value, error) {
	var yes, no []types.Value
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		r, err := classify(k, v, hash)
		if err != nil {
			return false, err
		}
		if types.IsTruthy(r) {
			yes = append(yes, element(k, v, hash))
		} else {
			no = append(no, element(k, v, hash))
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return types.ArrayOf(types.NewArray(yes), types.NewArray(no)), nil
}

// keyIndex numbers values told apart as hash keys are (see Call.HashKey):
// a String by its text itself, which saves making its key, a copy of the
// text, for every value looked up (unique() and group_by() mostly look
// up strings); any other value by its key.
type keyIndex struct {
	strs, others map[string]int
}

// newKeyIndex makes a keyIndex with room for n strings.
func newKeyIndex(n int) keyIndex {
	return keyIndex{strs: make(map[string]int, n)}
}

// find returns the number of v, giving it next when it has none yet
// (added).
func (x *keyIndex) find(c *eval.Call, v types.Value, next int) (n int, added bool, err error) {
	m, key := x.strs, ""
	if s, ok := v.(types.String); ok {
		key = string(s)
	} else {
		if key, err = c.HashKey(v); err != nil {
			return 0, false, err
		}
		if x.others == nil {
			x.others = map[string]int{}
		}
		m = x.others
	}
	if n, ok := m[key]; ok {
		return n, false, nil
	}
	m[key] = next
	return next, true, nil
}
