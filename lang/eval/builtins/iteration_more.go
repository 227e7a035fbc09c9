package builtins

import (
	"errors"
	"strings"
	"unicode/utf8"

	"prepl/lang/eval"
	"prepl/types"
	"prepl/types/rubyregexp"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "reduce",
			Doc:  "Combines the elements one by one with the block, which gets the result so far (the memo) and the next element ([key, value] for a hash). Without a start value the first element is the start. break() ends the reduction with the memo of that moment.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{{Name: "enumerable", Type: "Iterable"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[2,2]"},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return reduce(c, args[0], nil, b)
					},
				},
				{
					Params: []eval.Param{{Name: "enumerable", Type: "Iterable"}, {Name: "memo"}},
					Block:  &eval.BlockParam{Name: "block", Type: "Callable[2,2]"},
					Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
						return reduce(c, args[0], args[1], b)
					},
				},
			},
		},
		indexFunction(),
		&eval.Function{
			Name: "with",
			Doc:  "Calls the block with the given arguments and returns its result; a way to give a computation local variables of its own.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "arg", Repeated: true, Optional: true}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable"},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					return callLenient(c, b, args...)
				},
			}},
		},
		&eval.Function{
			Name: "then",
			Doc:  "Calls the block with the value unless it is undef, and returns the block's result (undef for undef): the counterpart of lest.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "arg"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]"},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					if types.IsUndef(args[0]) {
						return types.Undef, nil
					}
					return c.CallLambda(b, args[0])
				},
			}},
		},
		&eval.Function{
			Name: "lest",
			Doc:  "Returns the value unless it is undef; for undef it calls the block (which takes no parameters) and returns its result.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "arg"}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[0,0]"},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					if types.IsUndef(args[0]) {
						return c.CallLambda(b)
					}
					return args[0], nil
				},
			}},
		},
	)
}

// reduce folds the elements with the block; memo nil means the first
// element starts the fold.
func reduce(c *eval.Call, recv, memo types.Value, block *eval.Lambda) (types.Value, error) {
	// Arrays, hashes and integer ranges are folded here rather than
	// through walk, whose escaping visitor costs allocations on every
	// call and an indirect call per element (see eachFn).
	var err error
	switch x := recv.(type) {
	case *types.Array:
		for _, el := range x.Elements() {
			if memo, err = reduceStep(c, block, memo, el); err != nil {
				break
			}
		}
	case *types.Hash:
		for _, en := range x.Entries() {
			if memo, err = reduceStep(c, block, memo, types.ArrayOf(en.Key, en.Value)); err != nil {
				break
			}
		}
	default:
		first, last, ok := intBounds(recv)
		if !ok {
			return reduceWalk(c, recv, memo, block)
		}
		for i := first; ; i++ {
			if memo, err = reduceStep(c, block, memo, types.Int(i)); err != nil || i == last {
				break
			}
		}
	}
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	if memo == nil {
		return types.Undef, nil
	}
	return memo, nil
}

// reduceStep folds el into memo (nil: el starts the fold). On an error
// memo is returned as it was.
func reduceStep(c *eval.Call, block *eval.Lambda, memo, el types.Value) (types.Value, error) {
	if memo == nil {
		return el, nil
	}
	r, err := c.CallLambda(block, memo, el)
	if err != nil {
		return memo, err
	}
	return r, nil
}

// reduceWalk is reduce for the other iterables.
func reduceWalk(c *eval.Call, recv, memo types.Value, block *eval.Lambda) (types.Value, error) {
	err := walk(c, recv, func(k key, v types.Value, hash bool) (bool, error) {
		el := element(k, v, hash)
		if memo == nil {
			memo = el
			return true, nil
		}
		r, err := c.CallLambda(block, memo, el)
		if err != nil {
			return false, err
		}
		memo = r
		return true, nil
	})
	if err != nil && !eval.IsBreak(err) {
		return nil, err
	}
	if memo == nil {
		return types.Undef, nil
	}
	return memo, nil
}

// callLenient calls a block as Ruby yields to a proc: arguments beyond the
// block's parameters are dropped.
func callLenient(c *eval.Call, block *eval.Lambda, args ...types.Value) (types.Value, error) {
	if n, rest := block.ParamCount(); !rest && len(args) > n {
		args = args[:n]
	}
	return c.CallLambda(block, args...)
}

// indexFunction builds index(): the key or index of the first element the
// block accepts, or of the first element equal to a value, or the
// position of a substring or pattern in a string.
func indexFunction() *eval.Function {
	lambdaSig := func(param, ptype, block string, two bool) *eval.Signature {
		return &eval.Signature{
			Params: []eval.Param{{Name: param, Type: ptype}},
			Block:  &eval.BlockParam{Name: "block", Type: block},
			Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
				var found types.Value = types.Undef
				// Puppet's index reads a hash-style iterator through
				// its next().
				err := walkExternal(c, args[0], !isHashStyle(args[0]), func(k key, v types.Value, hash bool) (bool, error) {
					var r types.Value
					var err error
					if two {
						r, err = c.CallLambda(b, k.value(), v)
					} else {
						// Even for a hash the one-parameter block sees the
						// value only.
						r, err = c.CallLambda(b, v)
					}
					if err != nil {
						return false, err
					}
					if types.IsTruthy(r) {
						found = k.value()
						return false, nil
					}
					return true, nil
				})
				if err != nil {
					return nil, err
				}
				return found, nil
			},
		}
	}
	return &eval.Function{
		Name: "index",
		Doc:  "Returns the index (or hash key) of the first element for which the block is truthy, or that equals the given value; for a string and a substring or regexp, the character position of the first occurrence. undef when there is none.",
		Signatures: []*eval.Signature{
			lambdaSig("hash", "Hash[Any, Any]", "Callable[2,2]", true),
			lambdaSig("hash", "Hash[Any, Any]", "Callable[1,1]", false),
			lambdaSig("enumerable", "Iterable", "Callable[2,2]", true),
			lambdaSig("enumerable", "Iterable", "Callable[1,1]", false),
			{
				Params: []eval.Param{{Name: "str", Type: "String"}, {Name: "match", Type: "Variant[String,Regexp]"}},
				Call:   stringIndex,
			},
			{
				Params: []eval.Param{{Name: "enumerable", Type: "Iterable"}, {Name: "match"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					var found types.Value = types.Undef
					p := c.Poll()
					err := walkExternal(c, args[0], !isHashStyle(args[0]), func(k key, v types.Value, hash bool) (bool, error) {
						if types.StrictEqualPolled(v, args[1], &p) {
							found = k.value()
							return false, nil
						}
						if p.Err() != nil {
							return false, c.InterruptedError()
						}
						return true, nil
					})
					if err != nil {
						return nil, err
					}
					return found, nil
				},
			},
		},
	}
}

// stringIndex is Ruby's String#index: the character offset of the first
// occurrence of a substring or regexp match.
func stringIndex(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	s := string(args[0].(types.String))
	at := -1
	switch m := args[1].(type) {
	case types.String:
		at = strings.Index(s, string(m))
	case *types.Regexp:
		loc, err := c.Regexp(m.Compiled()).FindStringSubmatchIndex(s)
		if errors.Is(err, rubyregexp.ErrInterrupted) {
			return nil, c.MatchError(err)
		}
		if err != nil {
			return nil, c.Errorf("%s", err.Error())
		}
		if loc != nil {
			at = loc[0]
		}
	}
	if at < 0 {
		return types.Undef, nil
	}
	return types.Int(utf8.RuneCountInString(s[:at])), nil
}
