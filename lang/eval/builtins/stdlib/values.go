package stdlib

import (
	"math"
	"strings"

	"prepl/internal/lazyre"
	"prepl/internal/ruby/rubyfmt"

	"prepl/lang/eval"
	"prepl/lang/eval/builtins"
	"prepl/types"
)

// Choosing and converting single values: pick, pick_default, bool2str,
// str2bool, num2bool, bool2num, any2bool, any2array.
func init() {
	register(
		fn3("pick", "Returns the first argument that is neither undef nor an empty string; fails when there is none.", pick),
		fn3("pick_default", "Returns the first argument that is neither undef nor an empty string, or else the last argument (which may be empty).", pickDefault),
		fn3("bool2str", "Converts a Boolean to 'true' or 'false', or to the second or third argument.", bool2str),
		fn3("str2bool", "Converts a string such as 'yes', 'y', '1', 'true' or 'no', 'n', '0', 'false', '' to a Boolean; a Boolean is returned as is.", str2bool),
		fn3("num2bool", "Converts a number, or a string of one, to a Boolean: above 0 is true.", num2bool),
		fn3("bool2num", "Converts a Boolean (or a string str2bool accepts) to 1 or 0.", bool2num),
		fn3("any2bool", "Converts any value to a Boolean: strings as str2bool reads them, numbers above 0, undef false, other values true.", any2bool),
		fn3("any2array", "Wraps a value in an array: an array stays, a hash becomes alternating keys and values, '' and no argument give [], several arguments their array.", any2array),
	)
}

func pick(c *eval.Call, args []types.Value) (types.Value, error) {
	for _, a := range args {
		if !isNil(a) && !isEmptyString(a) {
			return a, nil
		}
	}
	return nil, c.ErrorAt("pick(): must receive at least one non empty value")
}

func pickDefault(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("Must receive at least one argument.")
	}
	for _, a := range args[:len(args)-1] {
		if !isNil(a) && !isEmptyString(a) {
			return a, nil
		}
	}
	return args[len(args)-1], nil
}

func bool2str(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 && len(args) != 3 {
		return nil, c.ErrorAt("bool2str(): Wrong number of arguments given (%d for 3)", len(args))
	}
	b, ok := args[0].(types.Bool)
	if !ok {
		return nil, c.ErrorAt("bool2str(): Requires a boolean to work with")
	}
	var t, f types.Value = types.String("true"), types.String("false")
	if len(args) == 3 {
		if types.IsTruthy(args[1]) {
			t = args[1]
		}
		if types.IsTruthy(args[2]) {
			f = args[2]
		}
	}
	_, ts := t.(types.String)
	_, fs := f.(types.String)
	if !ts || !fs {
		return nil, c.ErrorAt("bool2str(): Requires strings to convert to")
	}
	if b {
		return t, nil
	}
	return f, nil
}

var (
	trueWords  = lazyre.New(`(?im)^(1|t|y|true|yes)$`)
	falseWords = lazyre.New(`(?im)^(0|f|n|false|no)$`)
	undefWords = lazyre.New(`(?m)^(undef|undefined)$`)
)

// parseBool is str2bool's reading of a string; ok is false for a string
// that is no Boolean.
func parseBool(s string) (b, ok bool) {
	switch {
	case s == "":
		return false, true
	case trueWords().MatchString(s):
		return true, true
	case falseWords().MatchString(s), undefWords().MatchString(s):
		return false, true
	}
	return false, false
}

func str2bool(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("str2bool(): Wrong number of arguments given (0 for 1)")
	}
	if b, ok := args[0].(types.Bool); ok {
		return b, nil
	}
	s, ok := args[0].(types.String)
	if !ok {
		return nil, c.ErrorAt("str2bool(): Requires string to work with")
	}
	b, ok := parseBool(string(s))
	if !ok {
		return nil, c.ErrorAt("str2bool(): Unknown type of boolean given")
	}
	return types.BoolOf(b), nil
}

func num2bool(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("num2bool(): Wrong number of arguments given (%d for 1)", len(args))
	}
	var n float64
	switch x := args[0].(type) {
	case types.Int:
		return types.BoolOf(x > 0), nil
	case types.Float:
		n = float64(x)
	case types.String:
		f, err := rubyfmt.ParseFloat(string(x))
		if err != nil {
			return nil, c.ErrorAt("num2bool(): '%s' does not look like a number: %s", x, err.Error())
		}
		n = f
	default:
		return types.BoolOf(leadingInt(builtins.RubyToS(x)) > 0), nil
	}
	return types.BoolOf(math.Trunc(n) > 0), nil
}

// leadingInt is Ruby's String#to_i: the integer the text starts with
// (after blanks and a sign), 0 when there is none.
func leadingInt(s string) int64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	var n int64
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] >= '0' && s[i] <= '9':
			n = n*10 + int64(s[i]-'0')
		case s[i] == '_' && i > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
		default:
			i = len(s)
		}
	}
	if neg {
		return -n
	}
	return n
}

func bool2num(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) != 1 {
		return nil, c.ErrorAt("bool2num(): Wrong number of arguments given (%d for 1)", len(args))
	}
	b, err := c.CallFunction("str2bool", args, nil)
	if err != nil {
		return nil, err
	}
	if b == types.True {
		return types.Int(1), nil
	}
	return types.Int(0), nil
}

func any2bool(c *eval.Call, args []types.Value) (types.Value, error) {
	if len(args) == 0 {
		return nil, c.ErrorAt("any2bool(): Wrong number of arguments given (0 for 1)")
	}
	switch x := args[0].(type) {
	case types.Bool:
		return x, nil
	case types.UndefValue:
		return types.False, nil
	case types.Int, types.Float:
		return num2bool(c, args[:1])
	case types.String:
		if _, err := rubyfmt.ParseFloat(string(x)); err == nil {
			return num2bool(c, args[:1])
		}
		return str2bool(c, args[:1])
	}
	return types.True, nil
}

func any2array(c *eval.Call, args []types.Value) (types.Value, error) {
	switch {
	case len(args) == 0:
		return types.EmptyArray, nil
	case len(args) > 1:
		return types.NewArray(args), nil
	}
	switch x := args[0].(type) {
	case *types.Array:
		return x, nil
	case types.String:
		if x == "" {
			return types.EmptyArray, nil
		}
	case *types.Hash:
		out := make([]types.Value, 0, 2*x.Len())
		for _, en := range x.Entries() {
			out = append(out, en.Key, en.Value)
		}
		return types.NewArray(out), nil
	}
	return types.ArrayOf(args[0]), nil
}
