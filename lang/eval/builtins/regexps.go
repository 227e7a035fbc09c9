package builtins

import (
	"strings"

	"prepl/lang/eval"
	"prepl/types"
	"prepl/types/rubyregexp"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "match",
			Doc:  "Matches a string (or each string of an array) against a pattern — a regexp, a string holding one, a Regexp or Pattern type, or an array of these (the first that matches counts) — and returns the matched text followed by each group's text (undef for a group that took no part), or undef when there is no match.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "string", Type: "String"}, {Name: "pattern", Type: "Variant[Any, Type]"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						return matchOne(c, string(args[0].(types.String)), args[1])
					}},
				{Params: []eval.Param{{Name: "string", Type: "Array[String]"}, {Name: "pattern", Type: "Variant[Any, Type]"}},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						ss := args[0].(*types.Array).Elements()
						out := make([]types.Value, len(ss))
						for i, s := range ss {
							r, err := matchOne(c, string(s.(types.String)), args[1])
							if err != nil {
								return nil, err
							}
							out[i] = r
						}
						return types.NewArray(out), nil
					}},
			},
		},
		&eval.Function{
			Name: "regsubst",
			Doc:  "Replaces the first match of a regexp in a string (or in each string of an array) — every match with the flag G — by the replacement, in which \\0 stands for the match and \\1 to \\9 for groups; a hash as replacement maps each matched text to its replacement. A pattern given as a string takes the flags E (extended), I (ignore case) and M (multiline) too.",
			Signatures: []*eval.Signature{
				{
					Params: []eval.Param{
						{Name: "target", Type: "Variant[Array[String],String]"},
						{Name: "pattern", Type: "String"},
						{Name: "replacement", Type: "Variant[String,Hash[String,String]]"},
						{Name: "flags", Type: "Optional[Pattern[/^[GEIM]*$/]]", Optional: true},
						{Name: "encoding", Type: "Enum['N','E','S','U']", Optional: true},
					},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						var flags string
						if len(args) > 3 {
							if f, ok := args[3].(types.String); ok {
								flags = string(f)
							}
						}
						re, err := rubyregexp.CompileWithFlags(string(args[1].(types.String)),
							strings.Contains(flags, "I"), strings.Contains(flags, "E"), strings.Contains(flags, "M"))
						if err != nil {
							return nil, c.ErrorAt("%s", err.Error())
						}
						return regsubst(c, args[0], re, args[2], strings.Contains(flags, "G"))
					},
				},
				{
					Params: []eval.Param{
						{Name: "target", Type: "Variant[Array[String],String]"},
						{Name: "pattern", Type: "Variant[Regexp,Type[Regexp]]"},
						{Name: "replacement", Type: "Variant[String,Hash[String,String]]"},
						{Name: "flags", Type: "Pattern[/^G?$/]", Optional: true},
					},
					Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
						global := len(args) > 3 && args[3] == types.String("G")
						return regsubst(c, args[0], compiled(args[1]), args[2], global)
					},
				},
			},
		},
		&eval.Function{
			Name: "split",
			Doc:  "Splits a string into an Array of strings at each match of a regexp (a string pattern is a regexp too); groups in the regexp add their text to the result, an empty pattern splits into characters, and trailing empty strings are dropped.",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "str", Type: "String"}, {Name: "pattern", Type: "String"}}, Call: split},
				{Params: []eval.Param{{Name: "str", Type: "String"}, {Name: "pattern", Type: "Regexp"}}, Call: split},
				{Params: []eval.Param{{Name: "str", Type: "String"}, {Name: "pattern", Type: "Type[Regexp]"}}, Call: split},
			},
		},
	)
}

// compiled returns the expression of a Regexp value or Regexp type (the
// empty expression for Regexp without a pattern).
func compiled(v types.Value) *rubyregexp.Regexp {
	switch x := v.(type) {
	case *types.Regexp:
		return x.Compiled()
	case *types.RegexpType:
		return x.Regexp().Compiled()
	case *types.TypeAlias:
		return compiled(x.ResolvedType())
	}
	return nil
}

func split(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
	re := compiled(args[1])
	if s, ok := args[1].(types.String); ok {
		r, err := rubyregexp.Compile(string(s))
		if err != nil {
			return nil, c.ErrorAt("%s", err.Error())
		}
		re = r
	}
	parts, err := c.Regexp(re).Split(string(args[0].(types.String)), 0)
	if err != nil {
		return nil, c.MatchError(err)
	}
	out := make([]types.Value, len(parts))
	for i, p := range parts {
		out[i] = types.String(p)
	}
	return types.NewArray(out), nil
}

// matchOne matches s against one pattern of match().
func matchOne(c *eval.Call, s string, pattern types.Value) (types.Value, error) {
	var re *rubyregexp.Regexp
	switch p := pattern.(type) {
	case types.String:
		r, err := rubyregexp.Compile(string(p))
		if err != nil {
			return nil, c.ErrorAt("%s", err.Error())
		}
		re = r
	case *types.Regexp:
		re = p.Compiled()
	case *types.RegexpType:
		if _, ok := p.Pattern(); !ok {
			return nil, c.ErrorAt("Given Regexp Type has no regular expression")
		}
		re = p.Regexp().Compiled()
	case *types.TypeAlias:
		return matchOne(c, s, p.ResolvedType())
	case *types.PatternType:
		for _, rt := range p.Patterns() {
			if r, err := matchOne(c, s, rt); err != nil || !types.IsUndef(r) {
				return r, err
			}
		}
		return types.Undef, nil
	case *types.VariantType:
		for _, t := range p.Types() {
			if r, err := matchOne(c, s, t); err != nil || !types.IsUndef(r) {
				return r, err
			}
		}
		return types.Undef, nil
	case *types.Array:
		all, err := Flatten(c, p.Elements())
		if err != nil {
			return nil, err
		}
		for _, e := range all {
			if r, err := matchOne(c, s, e); err != nil || !types.IsUndef(r) {
				return r, err
			}
		}
		return types.Undef, nil
	default:
		return nil, c.ErrorAt("match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. Got %s", types.RubyClassName(pattern))
	}
	m, err := c.Regexp(re).FindStringSubmatchIndex(s)
	if err != nil {
		return nil, c.MatchError(err)
	}
	if m == nil {
		return types.Undef, nil
	}
	return matchArray(s, m), nil
}

// matchArray is Ruby's MatchData#to_a: the match and each group's text,
// undef for groups that took no part.
func matchArray(s string, m []int) *types.Array {
	out := make([]types.Value, len(m)/2)
	for i := range out {
		if m[2*i] < 0 {
			out[i] = types.Undef
		} else {
			out[i] = types.String(s[m[2*i]:m[2*i+1]])
		}
	}
	return types.NewArray(out)
}

// regsubst replaces in a string or in each string of an array.
func regsubst(c *eval.Call, target types.Value, re *rubyregexp.Regexp, repl types.Value, global bool) (types.Value, error) {
	one := func(s string) (types.Value, error) {
		var out string
		var err error
		if h, ok := repl.(*types.Hash); ok {
			out, err = c.Regexp(re).ReplaceFunc(s, global, func(m []int) string {
				if v, ok := h.Get(types.String(s[m[0]:m[1]])); ok {
					return rubyToS(v)
				}
				return ""
			})
		} else {
			out, err = c.Regexp(re).Replace(s, string(repl.(types.String)), global)
		}
		if err != nil {
			return nil, c.MatchError(err)
		}
		return types.String(out), nil
	}
	if a, ok := target.(*types.Array); ok {
		out := make([]types.Value, a.Len())
		for i, e := range a.Elements() {
			r, err := one(string(e.(types.String)))
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return types.NewArray(out), nil
	}
	return one(string(target.(types.String)))
}
