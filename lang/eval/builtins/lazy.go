package builtins

import (
	"math/big"
	"runtime"
	"sync"
	"weak"

	"prepl/lang/eval"
	"prepl/types"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "reverse_each",
			Doc:  "Iterates over the elements in reverse order: with a block it calls the block for each and returns undef; without one it returns a lazy Iterator that produces them.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "iterable", Type: "Iterable"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						return reversed(c, args[0]), nil
					},
				},
				{
					Params: []eval.Param{{Name: "iterable", Type: "Iterable"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]"},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return types.Undef, yieldAll(c, reversed(c, args[0]), b)
					},
				},
			},
		},
		&eval.Function{
			Name: "step",
			Doc:  "Takes every n-th element, starting with the first: with a block it calls the block for each and returns undef; without one it returns a lazy Iterator that produces them.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "iterable", Type: "Iterable"}, {Name: "step", Type: "Integer[1]"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						return stepped(c, args[0], int64(args[1].(types.Int)))
					},
				},
				{
					Params: []eval.Param{{Name: "iterable", Type: "Iterable"}, {Name: "step", Type: "Integer[1]"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]"},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						it, err := stepped(c, args[0], int64(args[1].(types.Int)))
						if err != nil {
							return nil, err
						}
						return types.Undef, yieldAll(c, it, b)
					},
				},
			},
		},
	)
}

// yieldAll calls the block with each value of an iterator; break() ends
// the iteration.
func yieldAll(c *eval.Call, it *types.Iterator, block *eval.Lambda) error {
	var lerr error
	err := it.Each(func(v types.Value) bool {
		_, lerr = c.CallLambda(block, v)
		return lerr == nil
	})
	if lerr != nil {
		if eval.IsBreak(lerr) {
			return nil
		}
		return lerr
	}
	if err != nil {
		return located(c, err)
	}
	return nil
}

// intRange is an iteration over integers from first to last (inclusive)
// by a step, which may be negative.
type intRange struct {
	first, last, step int64
	// bounds is the element type: the Integer range the values lie in.
	bounds types.Type
}

// asIntRange returns the integer sequence a value iterates, when it is
// one: a non-negative Integer n or a bounded Integer type.
func asIntRange(v types.Value) (intRange, bool) {
	switch x := v.(type) {
	case types.Int:
		if x > 0 {
			return intRange{first: 0, last: int64(x) - 1, step: 1, bounds: types.NewIntegerType(0, int64(x)-1)}, true
		}
	case *types.Iterator:
		r, ok := rangeIterators.Load(weak.Make(x))
		if ok {
			return r.(intRange), true
		}
	case *types.IntegerType:
		from, okf := x.From()
		to, okt := x.To()
		if okf && okt {
			return intRange{first: from, last: to, step: 1, bounds: x}, true
		}
	}
	return intRange{}, false
}

// rangeIterators remembers the integer sequence of the iterators made
// from one, so that reversing or stepping them again needs no collecting.
// The entries go when their iterators are collected.
var rangeIterators sync.Map // weak.Pointer[types.Iterator] -> intRange

// iterator returns a lazy Iterator over the sequence.
func (r intRange) iterator(c *eval.Call) *types.Iterator {
	it := types.NewIterator(r.seq(c), r.bounds)
	key := weak.Make(it)
	rangeIterators.Store(key, r)
	runtime.AddCleanup(it, func(k weak.Pointer[types.Iterator]) { rangeIterators.Delete(k) }, key)
	return it
}

func (r intRange) seq(c *eval.Call) types.Seq {
	return func(yield func(types.Value) bool) error {
		if r.step > 0 && r.first > r.last || r.step < 0 && r.first < r.last {
			return nil
		}
		step := absDiff(r.step, 0)
		for i, n := r.first, 1; ; i, n = i+r.step, n+1 {
			if n%interruptEvery == 0 {
				if err := c.CheckInterrupt(); err != nil {
					return err
				}
			}
			if !yield(types.Int(i)) || absDiff(r.last, i) < step {
				return nil
			}
		}
	}
}

// absDiff is |a - b| without overflow.
func absDiff(a, b int64) uint64 {
	if a >= b {
		return uint64(a) - uint64(b)
	}
	return uint64(b) - uint64(a)
}

// elementType is the type of what iterating v produces, inferred from the
// elements as Puppet does for the iterators reverse_each and step return.
func elementType(c *eval.Call, v types.Value) types.Type {
	switch x := v.(type) {
	case *types.Array:
		if x.Len() == 0 {
			return &types.UnitType{}
		}
		ts := make([]types.Type, x.Len())
		for i, e := range x.Elements() {
			ts[i] = types.Infer(e)
		}
		return types.NewVariantType(ts...)
	case *types.Hash:
		two := types.NewIntegerType(2, 2)
		if x.Len() == 0 {
			return types.NewTupleType([]types.Type{&types.UnitType{}, &types.UnitType{}}, two)
		}
		ks := make([]types.Type, x.Len())
		vs := make([]types.Type, x.Len())
		for i, en := range x.Entries() {
			ks[i], vs[i] = types.Infer(en.Key), types.Infer(en.Value)
		}
		return types.NewTupleType([]types.Type{types.NewVariantType(ks...), types.NewVariantType(vs...)}, two)
	case types.String:
		return types.NewStringType(types.NewIntegerType(1, 1))
	case types.Int:
		if x == 0 {
			return &types.UnitType{}
		}
		return types.NewIntegerType(0, int64(x)-1)
	case *types.IntegerType, *types.EnumType:
		return x.(types.Type)
	case *types.Iterator:
		return x.ElementType()
	case *types.TypeAlias:
		return elementType(c, x.ResolvedType())
	}
	return nil
}

// reversed returns a lazy iterator over the elements of v in reverse
// order. Integer sequences are reversed without being collected.
func reversed(c *eval.Call, v types.Value) *types.Iterator {
	if r, ok := asIntRange(v); ok {
		r.first, r.last, r.step = r.last, r.first, -r.step
		return r.iterator(c)
	}
	return types.NewIterator(func(yield func(types.Value) bool) error {
		els, err := toSlice(c, v)
		if err != nil {
			return err
		}
		for i := len(els) - 1; i >= 0; i-- {
			if !yield(els[i]) {
				return nil
			}
		}
		return nil
	}, elementType(c, v))
}

// stepped returns a lazy iterator over every n-th element of v, starting
// with the first.
func stepped(c *eval.Call, v types.Value, n int64) (*types.Iterator, error) {
	if r, ok := asIntRange(v); ok {
		// As Puppet does, shorten the range so that the step lands on its
		// end. For a descending range Puppet moves the lower bound by
		// the step less the remainder, which can leave out the last value
		// (Integer[1, 10].reverse_each.step(4) is 10, 6); the element
		// type is the shortened range.
		if cut := int64(absDiff(r.last, r.first) % uint64(n)); cut != 0 {
			switch {
			case r.step > 0:
				r.last -= cut
			case uint64(n-cut) > absDiff(r.first, r.last):
				// Puppet's own words, unbalanced parenthesis included.
				from := new(big.Int).Add(big.NewInt(r.last), big.NewInt(n-cut))
				return nil, c.ErrorAt("'from' must be less or equal to 'to'. Got (%s, %d", from, r.first)
			default:
				r.last += n - cut
			}
		}
		r.step *= n
		r.bounds = types.NewIntegerType(min(r.first, r.last), max(r.first, r.last))
		return r.iterator(c), nil
	}
	var et types.Type
	if it, ok := v.(*types.Iterator); ok {
		et = it.ElementType()
	} else {
		et = elementType(c, v)
	}
	return types.NewIterator(func(yield func(types.Value) bool) error {
		var i int64
		return walk(c, v, func(k key, val types.Value, hash bool) (bool, error) {
			take := i%n == 0
			i++
			if take && !yield(element(k, val, hash)) {
				return false, nil
			}
			return true, nil
		})
	}, et), nil
}
