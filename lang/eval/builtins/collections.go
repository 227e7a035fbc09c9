package builtins

import (
	"strings"

	"prepl/internal/ruby/rubystr"
	"prepl/lang/eval"
	"prepl/types"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "keys",
			Doc:  "Returns the keys of a hash as an Array, in the hash's order.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "hsh", Type: "Hash"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.NewArray(args[0].(*types.Hash).Keys()), nil
				},
			}},
		},
		&eval.Function{
			Name: "values",
			Doc:  "Returns the values of a hash as an Array, in the hash's order.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "hsh", Type: "Hash"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.NewArray(args[0].(*types.Hash).Values()), nil
				},
			}},
		},
		&eval.Function{
			Name: "empty",
			Doc:  "Tells whether a collection, string, binary or Sensitive string has no elements; undef counts as empty. A number is never empty (and gives a deprecation warning).",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "coll", Type: "Collection"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.Bool(knownLen(args[0]) == 0), nil
				}},
				{Params: []eval.Param{{Name: "str", Type: "Sensitive[String]"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.Bool(args[0].(*types.Sensitive).Unwrap() == types.String("")), nil
				}},
				{Params: []eval.Param{{Name: "str", Type: "String"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.Bool(args[0] == types.String("")), nil
				}},
				{Params: []eval.Param{{Name: "num", Type: "Numeric"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					warnOnce(c, "empty-numeric", "Calling function empty() with Numeric value is deprecated.")
					return types.Bool(false), nil
				}},
				{Params: []eval.Param{{Name: "bin", Type: "Binary"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.Bool(len(args[0].(*types.Binary).Bytes()) == 0), nil
				}},
				{Params: []eval.Param{{Name: "x", Type: "Undef"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return types.Bool(true), nil
				}},
			},
		},
		&eval.Function{
			Name: "length",
			Doc:  "Returns the number of elements of an array or hash, characters of a string, or bytes of a binary.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "arg", Type: "Collection"}}, Call: lengthOf},
				{Params: []eval.Param{{Name: "arg", Type: "String"}}, Call: lengthOf},
				{Params: []eval.Param{{Name: "arg", Type: "Binary"}}, Call: lengthOf},
			},
		},
		&eval.Function{
			Name: "size",
			Doc:  "The same as length: the number of elements of an array or hash, characters of a string, or bytes of a binary.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "arg", Type: "Variant[Collection, String, Binary]"}}, Call: lengthOf},
			},
		},
		&eval.Function{
			Name: "flatten",
			Doc:  "Returns its arguments as one flat Array: arrays nested at any depth are replaced by their elements.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "args", Repeated: true, Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					out, err := Flatten(c, args)
					if err != nil {
						return nil, err
					}
					return types.NewArray(out), nil
				},
			}},
		},
		&eval.Function{
			Name: "join",
			Doc:  "Joins the elements of an array into a String with the delimiter between them (none by default); nested arrays are joined the same way.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "arg", Type: "Array"}, {Name: "delimiter", Type: "String", Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					delim := ""
					if len(args) > 1 {
						delim = string(args[1].(types.String))
					}
					var b strings.Builder
					b.Grow(joinedSize(args[0].(*types.Array), delim))
					p := c.Poll()
					joinInto(&b, args[0].(*types.Array), delim, true, &p)
					if p.Err() != nil {
						return nil, c.InterruptedError()
					}
					return types.String(b.String()), nil
				},
			}},
		},
	)
}

func lengthOf(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	switch x := args[0].(type) {
	case types.String:
		return types.Int(rubystr.Length(string(x))), nil
	case *types.Binary:
		return types.Int(len(x.Bytes())), nil
	}
	return types.Int(knownLen(args[0])), nil
}

// Flatten lists vs with nested arrays replaced by their elements (Ruby's
// Array#flatten), stopped by an interrupt, which the memory limit sets
// too: a value whose shared parts make it huge would otherwise be listed
// until memory runs out.
func Flatten(c *eval.Call, vs []types.Value) ([]types.Value, error) {
	p := c.Poll()
	out := types.FlattenPolled(types.NewArray(vs), &p)
	if p.Err() != nil {
		return nil, c.InterruptedError()
	}
	return out, nil
}

// joinedSize is the room to make for the join of a with delim: the
// length of its strings and delimiters (other elements count for
// nothing), so a short join is made in one allocation, but at most 64 KB:
// the strings of a large array may be shared parts whose join the memory
// limit must stop as it grows.
func joinedSize(a *types.Array, delim string) int {
	const most = 1 << 16
	n := len(delim) * min(max(a.Len()-1, 0), most)
	for _, e := range a.Elements() {
		if s, ok := e.(types.String); ok {
			if n += len(s); n >= most {
				return most
			}
		}
	}
	return min(n, most)
}

// joinInto is Ruby's Array#join: elements as Ruby's to_s, nested arrays
// joined recursively with the same delimiter.
func joinInto(b *strings.Builder, a *types.Array, delim string, first bool, p *types.Poll) bool {
	for _, e := range a.Elements() {
		if p.Stop() {
			return first
		}
		if inner, ok := e.(*types.Array); ok {
			first = joinInto(b, inner, delim, first, p)
			continue
		}
		if !first {
			b.WriteString(delim)
		}
		first = false
		b.WriteString(rubyToS(e))
	}
	return first
}
