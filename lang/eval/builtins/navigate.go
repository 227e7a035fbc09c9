package builtins

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync"

	"prepl/internal/lazyre"
	"prepl/lang/eval"
	"prepl/lang/eval/ops"
	"prepl/types"
	"prepl/types/rubyregexp"
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "dig",
			Doc:  "Follows a path of keys and indexes into nested hashes and arrays and returns what it finds; undef as soon as a step finds nothing. A step into a value that is not a collection is an error.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "data", Type: "Optional[Collection]"}, {Name: "arg", Repeated: true, Optional: true}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					v, derr := dig(args[0], args[1:])
					if derr != nil {
						return nil, c.ErrorAt("%s", derr.msg)
					}
					return v, nil
				},
			}},
		},
		&eval.Function{
			Name: "get",
			Doc:  "Follows a dotted path ('a.b.0', with quoted segments for keys that contain dots) into nested hashes and arrays, as dig does; returns the default value when nothing is found. A block, when given, handles a failed step: it gets an Error describing it and its result is returned.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "value"}, {Name: "dotted_string", Type: "String"}, {Name: "default_value", Optional: true}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable[1,1]", Optional: true},
				Call: func(c *eval.Call, args []types.Value, b *eval.Lambda) (types.Value, error) {
					var dflt types.Value = types.Undef
					if len(args) > 2 {
						dflt = args[2]
					}
					return get(c, args[0], string(args[1].(types.String)), dflt, b)
				},
			}},
		},
		&eval.Function{
			Name: "getvar",
			Doc:  "Returns the value of the variable named by the string ('x', '::x', 'cls::x'), optionally followed by a dotted path into it as get takes; the default value when the variable does not exist or the path finds nothing.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "get_string"}, {Name: "default_value", Optional: true}},
				Block:  &eval.BlockParam{Name: "block", Type: "Callable", Optional: true},
				Call:   getvar,
			}},
		},
	)
}

// digError is a failed step of dig, with the data Puppet's Error gives a
// block of get.
type digError struct {
	msg       string
	issue     string
	walked    []types.Value
	typeKey   string
	foundType types.Type
}

// dig follows the path; it stops with undef at an undef value or key.
func dig(data types.Value, path []types.Value) (types.Value, *digError) {
	d := data
	for step, k := range path {
		if types.IsUndef(d) || types.IsUndef(k) {
			return types.Undef, nil
		}
		switch x := d.(type) {
		case *types.Hash:
			v, ok := x.Get(k)
			if !ok {
				v = types.Undef
			}
			d = v
		case *types.Array:
			i, ok := k.(types.Int)
			if !ok {
				// The keys walked are the path up to this one, made only
				// for the error.
				walked := slices.Clone(path[:step+1])
				t := types.InferReduced(k)
				return nil, &digError{
					msg:   "The given data requires an Integer index at " + rubyInspect(types.NewArray(walked)) + ", got '" + t.String() + "'",
					issue: "EXPECTED_INTEGER_INDEX", walked: walked, typeKey: "index_type", foundType: t,
				}
			}
			n := types.Int(x.Len())
			if i < 0 {
				i += n
			}
			if i < 0 || i >= n {
				d = types.Undef
			} else {
				d = x.At(int(i))
			}
		default:
			walked := slices.Clone(path[:step])
			t := types.InferReduced(d)
			return nil, &digError{
				msg:   "The given data does not contain a Collection at " + rubyInspect(types.NewArray(walked)) + ", got '" + t.String() + "'",
				issue: "EXPECTED_COLLECTION", walked: walked, typeKey: "value_type", foundType: t,
			}
		}
	}
	return d, nil
}

// errorValue makes the Error a block of get receives for a failed step.
func (e *digError) errorValue() (types.Value, error) {
	details := types.HashOf(
		types.String("walked_path"), types.NewArray(e.walked),
		types.String(e.typeKey), e.foundType,
	)
	return types.TError.Make(types.String(e.msg), types.String("SLICE_ERROR"), details, types.String(e.issue)), nil
}

func get(c *eval.Call, value types.Value, navigation string, dflt types.Value, block *eval.Lambda) (types.Value, error) {
	if types.IsUndef(value) {
		return dflt, nil
	}
	if navigation == "" {
		return value, nil
	}
	segments, err := splitKey("x." + navigation)
	if err != nil {
		return nil, c.ErrorAt("Syntax error in dotted-navigation string")
	}
	if !types.IsInstance(types.TCollection, value) {
		// Puppet's get digs with the dig function, whose signature
		// rejects a value that is no collection before any block is
		// considered.
		return c.CallFunction("dig", append([]types.Value{value}, segments[1:]...), nil)
	}
	v, derr := dig(value, segments[1:])
	if derr != nil {
		if block == nil {
			return nil, c.ErrorAt("%s", derr.msg)
		}
		ev, err := derr.errorValue()
		if err != nil {
			return nil, c.ErrorAt("%s", err.Error())
		}
		return c.CallLambda(block, ev)
	}
	if types.IsUndef(v) {
		return dflt, nil
	}
	return v, nil
}

var (
	keySegments   = sync.OnceValue(func() *rubyregexp.Regexp { return mustCompile(`(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)`) })
	numberSegment = lazyre.New(`^:?[+-]?[0-9]+$`)
	errSyntax     = errors.New("syntax error")
)

func mustCompile(p string) *rubyregexp.Regexp {
	r, err := rubyregexp.Compile(p)
	if err != nil {
		panic(err)
	}
	return r
}

// splitKey splits a dotted key into its segments as Puppet's lookup
// does: quoted segments lose their quotes, unquoted numbers become
// Integers.
func splitKey(key string) ([]types.Value, error) {
	if !strings.ContainsAny(key, `'".`) {
		return []types.Value{types.String(key)}, nil
	}
	parts, err := keySegments().Split(key, 0)
	if err != nil || len(parts) == 0 || parts[0] != "" {
		return nil, errSyntax
	}
	parts = parts[1:]
	count := len(parts)
	var segs []string
	for _, p := range parts {
		if p != "." {
			segs = append(segs, p)
		}
	}
	if count == 0 || len(segs)*2 != count+1 {
		return nil, errSyntax
	}
	out := make([]types.Value, len(segs))
	for i, s := range segs {
		s = strings.TrimSpace(s)
		switch {
		case strings.HasPrefix(s, `"`) || strings.HasPrefix(s, `'`):
			out[i] = types.String(s[1 : len(s)-1])
		case numberSegment().MatchString(s):
			n, err := strconv.ParseInt(strings.TrimPrefix(s, ":"), 10, 64)
			if err != nil {
				return nil, errSyntax
			}
			out[i] = types.Int(n)
		default:
			out[i] = types.String(s)
		}
	}
	return out, nil
}

var (
	varNavigation = lazyre.New(`\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\z)`)
	varName       = lazyre.New(`^((?:::)?(?:\w+::)*\w+)(.*)$`)
)

// getvarPattern is the type getvar's string must match.
const getvarPattern = `Pattern[/\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z)/]`

func getvar(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
	s, isString := args[0].(types.String)
	if !isString {
		return nil, c.ErrorAt("'getvar' parameter 'get_string' expects a match for %s, got %s", getvarPattern, ops.ValueLabel(args[0]))
	}
	// A string that does not fit the pattern, or a block of the wrong
	// kind, is answered with the same message, as in Puppet.
	if !varNavigation().MatchString(string(s)) || block != nil && !takesOneArgument(block) {
		return nil, c.ErrorAt("'getvar' The given string does not start with a valid variable name")
	}
	var dflt types.Value = types.Undef
	if len(args) > 1 {
		dflt = args[1]
	}
	m := varName().FindStringSubmatch(string(s))
	name, nav := m[1], m[2]
	if strings.HasPrefix(nav, ".") {
		nav = nav[1:]
	} else if nav != "" {
		return nil, c.ErrorAt("First character after var name in get string must be a '.' - got %s", nav[:1])
	}
	v, ok, err := c.LookupVariable(name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return dflt, nil
	}
	return get(c, v, nav, dflt, block)
}

// takesOneArgument reports whether a lambda can be called with exactly one
// argument, as a Callable[1, 1] block must.
func takesOneArgument(block *eval.Lambda) bool {
	n, rest := block.ParamCount()
	return block.MinArgs() <= 1 && (rest || n >= 1)
}
