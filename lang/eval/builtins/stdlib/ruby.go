package stdlib

import (
	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// Helpers for the 3.x-API functions, which work on Ruby values.

// fn3 registers a 3.x-API function that counts its arguments itself.
func fn3(name, doc string, impl builtins.Impl3x) *eval.Function {
	return builtins.Function3x(name, doc, -1, impl)
}

// isNil is Ruby's nil? after the 3.x conversion (a nested undef).
func isNil(v types.Value) bool { return types.IsUndef(v) }

// isEmptyString tells whether v is the empty string (as a top-level undef
// arrives).
func isEmptyString(v types.Value) bool {
	s, ok := v.(types.String)
	return ok && s == ""
}

// rubyEqual is Ruby's == on Puppet values: numbers by value across
// Integer and Float, strings exactly, containers element by element. p,
// when not nil, can stop the walk over containers (the answer is then
// false and p.Err says why).
func rubyEqual(a, b types.Value, p *types.Poll) bool {
	switch x := a.(type) {
	case types.Int, types.Float:
		if c, ok := builtins.RubyCompare(a, b, nil); ok {
			return c == 0
		}
		return false
	case *types.Array:
		y, ok := b.(*types.Array)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if p.Stop() || !rubyEqual(x.At(i), y.At(i), p) {
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
			v, ok := y.GetPolled(en.Key, p)
			if p.Stop() || !ok || !rubyEqual(en.Value, v, p) {
				return false
			}
		}
		return true
	}
	return types.HashKeyPolled(a, p) == types.HashKeyPolled(b, p)
}

// toArray is Ruby's Kernel#Array: nil gives [], an array itself, a hash
// its [key, value] pairs, anything else a one-element array.
func toArray(v types.Value) []types.Value {
	switch x := v.(type) {
	case nil, types.UndefValue:
		return nil
	case *types.Array:
		return x.Elements()
	case *types.Hash:
		out := make([]types.Value, 0, x.Len())
		for _, en := range x.Entries() {
			out = append(out, types.ArrayOf(en.Key, en.Value))
		}
		return out
	}
	return []types.Value{v}
}

// uniqAppend appends to out the values of vs not yet in seen (by Ruby's
// eql?), as Array#| and #uniq keep them.
func uniqAppend(c *eval.Call, out []types.Value, seen map[string]bool, vs []types.Value) ([]types.Value, error) {
	for _, v := range vs {
		k, err := c.HashKey(v)
		if err != nil {
			return nil, err
		}
		if !seen[k] {
			seen[k] = true
			out = append(out, v)
		}
	}
	return out, nil
}

// register adds functions of this library to the evaluator's built-ins.
func register(fns ...*eval.Function) {
	for _, f := range fns {
		f.Library = "stdlib"
	}
	eval.Register(fns...)
}
