package builtins

import (
	"errors"

	"prepl/lang/eval"
	"prepl/types"
)

// interruptEvery is how many elements a loop that calls no lambda handles
// between checks for a cancelled evaluation.
const interruptEvery = 1024

// polled returns t, or the evaluation's interruption when the walk p
// that made it was stopped.
func polled(c *eval.Call, t types.Type, p *types.Poll) (types.Value, error) {
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return t, nil
}

// pollInterrupt fails when the evaluation was cancelled, looking only at
// every interruptEvery-th of the calls i counts.
func pollInterrupt(c *eval.Call, i int) error {
	if i%interruptEvery == interruptEvery-1 {
		return c.CheckInterrupt()
	}
	return nil
}

// walk visits the elements of an iterable value: the entries of a Hash
// or of a hash-style Iterator (with hash set) and, for anything else
// types.Iterate accepts, the elements with their index. An Iterator is
// iterated internally: from its start, unless it is one that produces
// every element through its next(). visit returns false to stop. Lambda errors
// and control signals returned by visit end the walk and are returned.
func walk(c *eval.Call, recv types.Value, visit func(k key, value types.Value, hash bool) (bool, error)) error {
	switch x := recv.(type) {
	case *types.Hash:
		for _, en := range x.Entries() {
			more, err := visit(key{v: en.Key}, en.Value, true)
			if err != nil || !more {
				return err
			}
		}
		return nil
	case *types.Array:
		for i, el := range x.Elements() {
			more, err := visit(key{i: i}, el, false)
			if err != nil || !more {
				return err
			}
		}
		return nil
	}
	hashStyle := isHashStyle(recv)
	var verr error
	i := 0
	ok, err := types.Iterate(recv, func(v types.Value) bool {
		if verr = pollInterrupt(c, i); verr != nil {
			return false
		}
		k, hash := key{i: i}, false
		if pair, isPair := v.(*types.Array); hashStyle && isPair && pair.Len() == 2 {
			k, v, hash = key{v: pair.At(0)}, pair.At(1), true
		}
		more, err := visit(k, v, hash)
		i++
		if err != nil {
			verr = err
			return false
		}
		return more
	})
	if verr != nil {
		if eval.IsBreak(verr) && readsThroughNext(recv) {
			// Puppet iterates these in a Ruby loop, which takes break()
			// as the end of the iteration whatever the function.
			return nil
		}
		return verr
	}
	if err != nil {
		return located(c, err)
	}
	if !ok {
		return c.Errorf("wrong argument type (%s; is not Iterable.", types.RubyClassName(recv))
	}
	return nil
}

// key is the key of a hash entry or the index of another element; an
// index becomes an Integer value only when it is asked for, which saves
// an allocation per element when a block takes the element alone.
type key struct {
	i int
	v types.Value
}

func (k key) value() types.Value {
	if k.v != nil {
		return k.v
	}
	return types.Int(k.i)
}

// callWith calls the block with an element as an iteration function
// does: with two parameters it gets key (or index) and value, with one
// the element itself ([key, value] for a hash entry).
func callWith(c *eval.Call, block *eval.Lambda, two bool, k key, value types.Value, hash bool) (types.Value, error) {
	if two {
		return c.CallLambda(block, k.value(), value)
	}
	if hash {
		return c.CallLambda(block, types.ArrayOf(k.v, value))
	}
	return c.CallLambda(block, value)
}

// element returns what one-parameter iteration yields for an element:
// the value, or a [key, value] pair for a hash entry.
func element(k key, value types.Value, hash bool) types.Value {
	if hash {
		return types.ArrayOf(k.v, value)
	}
	return value
}

// toSlice collects the elements of an iterable (hash entries as pairs).
func toSlice(c *eval.Call, recv types.Value) ([]types.Value, error) {
	switch x := recv.(type) {
	case *types.Array:
		return x.Elements(), nil
	}
	var out []types.Value
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		out = append(out, element(k, v, hash))
		return true, nil
	})
	return out, err
}

// located returns an error met while running Puppet code (a lambda's
// failure, an interruption, break()) as it is, and gives any other error
// (a Go error of package types, say) the position of the call.
func located(c *eval.Call, err error) error {
	var ee *eval.Error
	if errors.As(err, &ee) || eval.IsControl(err) {
		return err
	}
	return c.ErrorAt("%s", err.Error())
}
