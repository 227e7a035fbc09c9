package builtins

import (
	"prepl/lang/eval"
	"prepl/types"
)

// An Iterator value of Puppet keeps a position: its next() (Ruby's
// external enumeration) goes on from where the previous call stopped,
// and map, each and filter take elements through it, so an Iterator held
// in a variable is used up by them:
//
//	$it = [1, 2, 3].reverse_each
//	notice($it.map |$x| { $x })   # [3, 2, 1]
//	notice($it.map |$x| { $x })   # []
//
// Other functions (reduce, any, index, Array(...), String(...), splat)
// iterate internally, which restarts an Iterator made from a collection.
// Integer range, step and tree iterators produce every element through
// next(), so any iteration uses them up. iterState records this for
// each Iterator the library makes.
type iterState struct {
	// next returns the element at the position and moves past it; ok is
	// false at the end.
	next nextFunc
	// consuming tells that all iteration goes through next.
	consuming bool
	// hashStyle tells that the elements are the [key, value] entries of
	// a hash (Hash.step(1) is Puppet's HashIterator): functions with a
	// two-parameter block get key and value.
	hashStyle bool
	// rng is the integer sequence of a range iterator (nil for others):
	// reversing or stepping it makes a new range without collecting.
	rng *intRange
	// size is the size Puppet's step iterator reports, which is not its
	// number of elements (nil for other iterators); see reportedSize.
	size func() (uint64, bool)
	// splats tells that internal iteration hands on the elements as
	// Ruby splats them (a step iterator's; see splat.go).
	splats bool
}

// nextFunc is an Iterator's next().
type nextFunc func() (v types.Value, ok bool, err error)

// newIterator makes an Iterator over seq with the library's state st,
// which the Iterator carries (looking it up elsewhere, by a weak pointer,
// cost tree_each's iterators more than walking the tree did).
func newIterator(seq types.Seq, elemType types.Type, st *iterState) *types.Iterator {
	return types.NewIteratorWithState(seq, elemType, st)
}

// stateOf returns the state of an Iterator, nil for one the library did
// not make.
func stateOf(it *types.Iterator) *iterState {
	st, _ := it.State().(*iterState)
	return st
}

// isHashStyle tells whether a value is an Iterator over hash entries.
func isHashStyle(v types.Value) bool {
	it, ok := v.(*types.Iterator)
	if !ok {
		return false
	}
	st := stateOf(it)
	return st != nil && st.hashStyle
}

// nextOf returns the next() of an Iterator.
func nextOf(it *types.Iterator) nextFunc {
	if st := stateOf(it); st != nil {
		return st.next
	}
	return collectedNext(it.Each)
}

// newConsumingIterator makes an Iterator that produces every element
// through next. c is checked for interruption as the elements come.
func newConsumingIterator(c *eval.Call, next nextFunc, elemType types.Type, rng *intRange) *types.Iterator {
	return newIterator(consumingSeq(c, next), elemType, &iterState{next: next, consuming: true, rng: rng})
}

// newStepIterator makes Puppet's step iterator over anything but an
// integer range: it produces every element through next, and its
// internal iteration hands on the elements as Ruby splats them (see
// splat.go). size is the size it reports.
func newStepIterator(c *eval.Call, next nextFunc, elemType types.Type, size func() (uint64, bool)) *types.Iterator {
	packed := func() (types.Value, bool, error) {
		v, ok, err := next()
		if err != nil || !ok {
			return nil, ok, err
		}
		return packValues(rubySplat(v)), true, nil
	}
	return newIterator(consumingSeq(c, packed), elemType, &iterState{next: next, consuming: true, size: size, splats: true})
}

// consumingSeq is the internal iteration of an Iterator whose elements
// all come through next.
func consumingSeq(c *eval.Call, next nextFunc) types.Seq {
	return func(yield func(types.Value) bool) error {
		for n := 1; ; n++ {
			if n%interruptEvery == 0 {
				if err := c.CheckInterrupt(); err != nil {
					return err
				}
			}
			v, ok, err := next()
			if err != nil || !ok {
				return err
			}
			if !yield(v) {
				return nil
			}
		}
	}
}

// newRestartingIterator makes an Iterator whose internal iteration runs
// seq from the start each time; its next() goes through the elements
// seq produced the first time it is called.
func newRestartingIterator(seq types.Seq, elemType types.Type, hashStyle bool) *types.Iterator {
	return newIterator(seq, elemType, &iterState{next: collectedNext(seq), hashStyle: hashStyle})
}

// collectedNext is a next() over what seq produces, collected when it is
// first called.
func collectedNext(seq types.Seq) nextFunc {
	var els []types.Value
	loaded := false
	return func() (types.Value, bool, error) {
		if !loaded {
			if err := seq(func(v types.Value) bool { els = append(els, v); return true }); err != nil {
				return nil, false, err
			}
			loaded = true
		}
		return sliceNext(&els)
	}
}

// sliceNext takes the first element of *els.
func sliceNext(els *[]types.Value) (types.Value, bool, error) {
	if len(*els) == 0 {
		return nil, false, nil
	}
	v := (*els)[0]
	*els = (*els)[1:]
	return v, true, nil
}

// drain takes the remaining elements through next.
func drain(next nextFunc) ([]types.Value, error) {
	var out []types.Value
	for {
		v, ok, err := next()
		if err != nil || !ok {
			return out, err
		}
		out = append(out, v)
	}
}

// walkNext visits the elements of an Iterator through its next(), as
// Puppet's map, each and filter do, leaving its position after the last
// element visited. Entries of a hash-style iterator are visited as hash
// entries.
func walkNext(c *eval.Call, it *types.Iterator, visit func(k key, value types.Value, hash bool) (bool, error)) error {
	next := nextOf(it)
	hashStyle := isHashStyle(it)
	for i := 0; ; i++ {
		if i%interruptEvery == interruptEvery-1 {
			if err := c.CheckInterrupt(); err != nil {
				return err
			}
		}
		v, ok, err := next()
		if err != nil {
			return located(c, err)
		}
		if !ok {
			return nil
		}
		k, hash := key{i: i}, false
		if pair, isPair := v.(*types.Array); hashStyle && isPair && pair.Len() == 2 {
			k, v, hash = key{v: pair.At(0)}, pair.At(1), true
		}
		more, err := visit(k, v, hash)
		if err != nil || !more {
			return err
		}
	}
}

// walkExternal is walk for the functions that take elements through
// next() (each, filter, and map but for the two-parameter block of a
// hash-style iterator, which Puppet maps internally): an Iterator is used
// up as far as they go.
func walkExternal(c *eval.Call, recv types.Value, internal bool, visit func(k key, value types.Value, hash bool) (bool, error)) error {
	if it, ok := recv.(*types.Iterator); ok && !internal {
		return walkNext(c, it, visit)
	}
	return walk(c, recv, visit)
}

// readsThroughNext tells whether Puppet iterates a value through an
// iterator's next() whatever the function: an integer range (a positive
// Integer, a bounded Integer type, a range iterator) or a step or tree
// iterator.
func readsThroughNext(v types.Value) bool {
	if _, ok := asIntRange(v); ok {
		return true
	}
	if it, ok := v.(*types.Iterator); ok {
		st := stateOf(it)
		return st != nil && st.consuming
	}
	return false
}
