package builtins

import (
	"prepl/internal/ruby/rubystr"
	"prepl/lang/eval"
	"prepl/types"
)

func init() {
	eval.Register(
		caseFunction("upcase", "Converts a string to upper case (Unicode aware); arrays and hashes (keys and values) are converted element by element, numbers returned as they are.", rubystr.Upcase),
		caseFunction("downcase", "Converts a string to lower case (Unicode aware); arrays and hashes (keys and values) are converted element by element, numbers returned as they are.", rubystr.Downcase),
		stringMapFunction("capitalize", "Makes the first character of a string upper case and the rest lower case; for an array or other iterable, each string element; numbers are returned as they are.", rubystr.Capitalize),
		stringMapFunction("camelcase", "Turns an underscored string into CamelCase (each underscore-separated part capitalized, underscores removed); for an array or other iterable, each string element; numbers are returned as they are.", camelcase),
		stringMapFunction("strip", "Removes leading and trailing whitespace from a string, or from each string of an array or other iterable; numbers are returned as they are.", rubystr.Strip),
		stringMapFunction("lstrip", "Removes leading whitespace from a string, or from each string of an array or other iterable; numbers are returned as they are.", rubystr.Lstrip),
		stringMapFunction("rstrip", "Removes trailing whitespace from a string, or from each string of an array or other iterable; numbers are returned as they are.", rubystr.Rstrip),
		stringMapFunction("chomp", "Removes one trailing line ending (\\n, \\r or \\r\\n) from a string, or from each string of an array or other iterable; numbers are returned as they are.", rubystr.Chomp),
		stringMapFunction("chop", "Removes the last character (a trailing \\r\\n counts as one) from a string, or from each string of an array or other iterable; numbers are returned as they are.", rubystr.Chop),
	)
}

// camelcase is Puppet's camelcase: the underscore-separated parts
// capitalized and joined.
func camelcase(s string) string { return rubystr.CapitalizeEach(s, "_", "") }

func returnArg(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	return args[0], nil
}

// caseFunction builds upcase or downcase: strings converted, arrays and
// hashes converted recursively.
func caseFunction(name, doc string, conv func(string) string) *eval.Function {
	var deep func(c *eval.Call, v types.Value) (types.Value, error)
	deep = func(c *eval.Call, v types.Value) (types.Value, error) {
		if _, ok := v.(types.String); ok {
			return mapString(v, conv), nil
		}
		if out, ok, err := mapContainer(v, true, func(e types.Value) (types.Value, error) { return deep(c, e) }); ok {
			return out, err
		}
		// Anything else goes through the function again, as in Puppet:
		// numbers come back, other values fail its signatures.
		return c.CallFunction(name, []types.Value{v}, nil)
	}
	call := func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
		return deep(c, args[0])
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "arg", Type: "Numeric"}}, Call: returnArg},
			{Params: []eval.Param{{Name: "arg", Type: "String"}}, Call: call},
			{Params: []eval.Param{{Name: "arg", Type: "Array"}}, Call: call},
			{Params: []eval.Param{{Name: "arg", Type: "Hash"}}, Call: call},
		},
	}
}

// mapString returns conv of the string v, or v itself when conv leaves
// the text as it is (the downcase of a lower-case word), so that no new
// value is boxed for it.
func mapString(v types.Value, conv func(string) string) types.Value {
	s := string(v.(types.String))
	if t := conv(s); t != s {
		return types.String(t)
	}
	return v
}

// stringMapFunction builds a function that converts a string, or each
// string of an iterable (other elements kept), and returns numbers as
// they are.
func stringMapFunction(name, doc string, conv func(string) string) *eval.Function {
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "arg", Type: "Numeric"}}, Call: returnArg},
			{Params: []eval.Param{{Name: "arg", Type: "String"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return mapString(args[0], conv), nil
			}},
			{Params: []eval.Param{{Name: "arg", Type: "Iterable[Variant[String, Numeric]]"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				vs, err := toSlice(c, args[0])
				if err != nil {
					return nil, err
				}
				out := make([]types.Value, len(vs))
				for i, v := range vs {
					if _, ok := v.(types.String); ok {
						v = mapString(v, conv)
					}
					out[i] = v
				}
				return types.NewArray(out), nil
			}},
		},
	}
}
