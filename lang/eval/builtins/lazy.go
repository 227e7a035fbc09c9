package builtins

import (
	"math"
	"math/big"

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
						return reversed(c, args[0])
					},
				},
				{
					Params: []eval.Param{{Name: "iterable", Type: "Iterable"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]"},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						it, err := reversed(c, args[0])
						if err != nil {
							return nil, err
						}
						return types.Undef, yieldAll(c, it, b)
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

// yieldAll calls the block with each value of an iterator, taken through
// its next(); break() ends the iteration. As Puppet's iterators do, it
// gives a block whose Ruby arity is not 1 (one with optional or
// captures-rest parameters) each value splatted: the key and value of a
// hash entry, the elements of an array.
func yieldAll(c *eval.Call, it *types.Iterator, block *eval.Lambda) error {
	splat := blockArity(block) != 1
	err := walkNext(c, it, func(k key, v types.Value, hash bool) (bool, error) {
		var err error
		if splat {
			_, err = callLenient(c, block, rubySplat(element(k, v, hash))...)
		} else {
			_, err = c.CallLambda(block, element(k, v, hash))
		}
		return err == nil, err
	})
	if err != nil && !eval.IsBreak(err) {
		return err
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
		if st := stateOf(x); st != nil && st.rng != nil {
			return *st.rng, true
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

// iterator returns an Iterator over the sequence; like Puppet's
// IntegerRangeIterator it produces every element through next().
func (r intRange) iterator(c *eval.Call) *types.Iterator {
	return newConsumingIterator(c, r.cursor(), r.bounds, &r)
}

// cursor returns a next() over the sequence.
func (r intRange) cursor() nextFunc {
	cur := r.first
	done := r.step > 0 && r.first > r.last || r.step < 0 && r.first < r.last
	step := absDiff(r.step, 0)
	return func() (types.Value, bool, error) {
		if done {
			return nil, false, nil
		}
		v := cur
		if absDiff(r.last, cur) < step {
			done = true
		} else {
			cur += r.step
		}
		return types.Int(v), true, nil
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
// Inferring the types of the elements walks them, so an interrupt stops
// it.
func elementType(c *eval.Call, v types.Value) (types.Type, error) {
	p := c.Poll()
	t := elementTypePolled(v, &p)
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return t, nil
}

func elementTypePolled(v types.Value, p *types.Poll) types.Type {
	switch x := v.(type) {
	case *types.Array:
		if x.Len() == 0 {
			return &types.UnitType{}
		}
		ts := make([]types.Type, x.Len())
		for i, e := range x.Elements() {
			if p.Stop() {
				return nil
			}
			ts[i] = types.InferPolled(e, p)
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
			if p.Stop() {
				return nil
			}
			ks[i], vs[i] = types.InferPolled(en.Key, p), types.InferPolled(en.Value, p)
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
		return elementTypePolled(x.ResolvedType(), p)
	}
	return nil
}

// reversed returns an Iterator over the elements of v in reverse order.
// Integer sequences are reversed without being collected; a step or tree
// iterator is collected at once (using it up), as Puppet does; anything
// else is read again, from its start, each time the result is iterated.
func reversed(c *eval.Call, v types.Value) (*types.Iterator, error) {
	if r, ok := asIntRange(v); ok {
		r.first, r.last, r.step = r.last, r.first, -r.step
		return r.iterator(c), nil
	}
	if it, ok := v.(*types.Iterator); ok {
		if st := stateOf(it); st != nil && st.consuming {
			els, err := drain(st.next)
			if err != nil {
				return nil, located(c, err)
			}
			if st.splats {
				// Puppet reverses what the step iterator's to_a gives.
				for i, e := range els {
					els[i] = packValues(rubySplat(e))
				}
			}
			return newRestartingIterator(reverseSeq(els), knownElementType(it), false), nil
		}
	}
	et, err := elementType(c, v)
	if err != nil {
		return nil, err
	}
	return newRestartingIterator(func(yield func(types.Value) bool) error {
		els, err := toSlice(c, v)
		if err != nil {
			return err
		}
		return reverseSeq(els)(yield)
	}, et, false), nil
}

// reverseSeq produces els from the last to the first.
func reverseSeq(els []types.Value) types.Seq {
	return func(yield func(types.Value) bool) error {
		for i := len(els) - 1; i >= 0; i-- {
			if !yield(els[i]) {
				return nil
			}
		}
		return nil
	}
}

// stepped returns an Iterator over every n-th element of v, starting
// with the first. As in Puppet, an Iterator stepped by 1 is itself, a
// hash stepped by 1 iterates its entries hash-style, and other steps
// take their elements through the next() of what they step.
func stepped(c *eval.Call, v types.Value, n int64) (*types.Iterator, error) {
	if it, ok := v.(*types.Iterator); ok && n == 1 {
		return it, nil
	}
	if r, ok := asIntRange(v); ok {
		stepped, err := r.stepBy(c, n)
		if err != nil {
			return nil, err
		}
		return stepped.iterator(c), nil
	}
	if it, ok := v.(*types.Iterator); ok {
		return newStepIterator(c, stepNext(nextOf(it), n), knownElementType(it), stepReportedSize(c, v, n)), nil
	}
	seq := func(yield func(types.Value) bool) error {
		return walk(c, v, func(k key, val types.Value, hash bool) (bool, error) {
			return yield(element(k, val, hash)), nil
		})
	}
	et, err := elementType(c, v)
	if err != nil {
		return nil, err
	}
	if n == 1 {
		_, isHash := v.(*types.Hash)
		return newRestartingIterator(seq, et, isHash), nil
	}
	return newStepIterator(c, stepNext(collectedNext(seq), n), et, stepReportedSize(c, v, n)), nil
}

// stepNext is the next() of a step iterator: an element of src, then n-1
// elements of src passed over.
func stepNext(src nextFunc, n int64) nextFunc {
	return func() (types.Value, bool, error) {
		v, ok, err := src()
		if err != nil || !ok {
			return nil, false, err
		}
		for i := int64(1); i < n; i++ {
			_, more, err := src()
			if err != nil {
				return nil, false, err
			}
			if !more {
				break
			}
		}
		return v, true, nil
	}
}

// knownElementType is the element type of an Iterator made from another:
// the other's, Any when it has none (a tree iterator's).
func knownElementType(it *types.Iterator) types.Type {
	if et := it.ElementType(); et != nil {
		return et
	}
	return types.Any
}

// stepBy returns the range of every n-th element, computed as Puppet's
// IntegerRangeIterator does: the new step is the old one times n, and the
// bounds are moved by Ruby's (to - from) % step so that the step lands on
// them, the upper bound for an ascending range and the lower one for a
// descending range. That can leave out values
// (Integer[1, 10].reverse_each.step(4) is 10, 6) or give an empty range,
// which is an error in Puppet's words, unbalanced parenthesis included.
func (r intRange) stepBy(c *eval.Call, n int64) (intRange, error) {
	from := big.NewInt(min(r.first, r.last))
	to := big.NewInt(max(r.first, r.last))
	step := new(big.Int).Mul(big.NewInt(r.step), big.NewInt(n))
	size := new(big.Int).Abs(step)
	mod := new(big.Int).Mod(new(big.Int).Sub(to, from), size)
	if step.Sign() < 0 && mod.Sign() != 0 {
		mod.Sub(mod, size)
	}
	if mod.Sign() < 0 {
		from.Sub(from, mod)
	} else {
		to.Sub(to, mod)
	}
	if from.Cmp(to) > 0 {
		return intRange{}, c.ErrorAt("'from' must be less or equal to 'to'. Got (%s, %s", from, to)
	}
	lo, hi := from.Int64(), to.Int64()
	out := intRange{first: lo, last: hi, step: math.MaxInt64, bounds: types.NewIntegerType(lo, hi)}
	if step.IsInt64() {
		out.step = step.Int64()
	} else if step.Sign() < 0 {
		out.step = -math.MaxInt64
	}
	if out.step < 0 {
		out.first, out.last = hi, lo
	}
	return out, nil
}
