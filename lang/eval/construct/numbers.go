package construct

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"prepl/display"
	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// The patterns of strings the number constructors accept, Puppet's
// INTEGER_PATTERN_LENIENT and FLOAT_PATTERN: an optional sign, optional
// whitespace, then the digits.
const (
	integerPatternLenient = `\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`
	floatPattern          = `\A[+-]?\s*(?:(?:(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?)|(?:0[xX][0-9A-Fa-f]+)|(?:0[0-7]+)|(?:0[bB][01]+))\z`
)

// numericConstructor is Numeric.new(from, abs): an Integer or a Float
// depending on how the string is written (with a fraction or exponent a
// Float; 0x, 0b and 0 prefixes give the radix).
var numericConstructor = &sigConstructor{
	name: "new_numeric",
	local: []string{
		"Convertible = Variant[Integer, Float, Boolean, Pattern[/" + floatPattern + "/], Timespan, Timestamp]",
		"NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("from", "Convertible"), optionalParam("abs", "Boolean")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return numericFrom(args[0], argAt(args, 1))
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "NamedArgs")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return numericFrom(hashArg(h, "from"), hashArg(h, "abs"))
			},
		},
	},
	mismatch: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Any"), optionalParam("abs", "Boolean")},
		explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
			return cannotConvert(args[0], "Numeric"), nil
		},
	}},
}

// numericFrom converts a value the Numeric constructor accepts.
func numericFrom(from, abs types.Value) (types.Value, error) {
	var n types.Value
	switch x := from.(type) {
	case types.Int, types.Float:
		n = x
	case types.Bool:
		n = boolInt(x)
	case types.Timespan:
		n = types.Float(x.Seconds())
	case types.Timestamp:
		n = types.Float(x.Seconds())
	case types.String:
		s := string(x)
		if len(s) > 1 && s[0] == '0' && (s[1]|0x20 == 'x' || s[1]|0x20 == 'b') {
			v, err := rubyIntegerValue(s, 0)
			if err != nil {
				return nil, err
			}
			n = v
			break
		}
		if t, ok := withoutSignBlanks(s); ok {
			s = t
		}
		v, ok := ParseNumber(s)
		if !ok {
			return nil, numericStringError(x)
		}
		n = v
	}
	return absIf(n, abs)
}

// numericStringError explains a string Numeric.new cannot read: a number
// too large for an Integer or a Float, or no number at all.
func numericStringError(s types.String) error {
	t := string(s)
	if u, ok := withoutSignBlanks(t); ok {
		t = u
	}
	if n, ok := rubyInteger(t, 0); ok && !n.IsInt64() {
		return outOfIntegerRange(s)
	}
	if f, ok := rubyFloat(t); ok && !types.FloatOK(f) {
		return newErrorf("The string '%s' cannot be converted to Numeric: the value is out of range", s)
	}
	return newErrorf("The string '%s' cannot be converted to Numeric", s)
}

// integerConstructor is Integer.new(from, radix, abs).
var integerConstructor = &sigConstructor{
	name: "new",
	local: []string{
		"Radix = Variant[Default, Integer[2,2], Integer[8,8], Integer[10,10], Integer[16,16]]",
		"Convertible = Variant[Numeric, Boolean, Pattern[/" + integerPatternLenient + "/], Timespan, Timestamp]",
		"NamedArgs = Struct[{from => Convertible, Optional[radix] => Radix, Optional[abs] => Boolean}]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("from", "Convertible"), optionalParam("radix", "Radix"), optionalParam("abs", "Boolean")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return integerFrom(args[0], argAt(args, 1), argAt(args, 2))
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "NamedArgs")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return integerFrom(hashArg(h, "from"), hashArg(h, "radix"), hashArg(h, "abs"))
			},
		},
	},
	mismatch: []*ctorSig{
		{
			params:  []ctorParam{reqParam("hash_args", "Hash")},
			explain: integerHashMismatch,
		},
		{
			params: []ctorParam{reqParam("from", "Any"), optionalParam("radix", "Integer"), optionalParam("abs", "Boolean")},
			explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
				if err := checkRadix(argAt(args, 1)); err != nil {
					return "", err
				}
				return cannotConvert(args[0], "Integer"), nil
			},
		},
	},
}

// integerHashMismatch explains a hash Integer.new does not accept: its
// `from`, its `radix`, or else how it differs from the named arguments.
func integerHashMismatch(k *sigConstructor, c Caller, args []types.Value) (string, error) {
	h := args[0].(*types.Hash)
	if from, ok := h.GetString("from"); ok && !types.IsInstance(k.localType("Convertible"), from) {
		return cannotConvert(from, "Integer"), nil
	}
	if err := checkRadix(hashArg(h, "radix")); err != nil {
		return "", err
	}
	return "", mismatch(types.DescribeMismatch("Integer.new has wrong type,", k.localType("NamedArgs"), h))
}

// checkRadix accepts no radix, default, 2, 8, 10 and 16.
func checkRadix(radix types.Value) error {
	switch r := radix.(type) {
	case nil, types.DefaultValue, types.UndefValue:
		return nil
	case types.Int:
		switch r {
		case 2, 8, 10, 16:
			return nil
		}
	}
	return newErrorf("Illegal radix: %s, expected 2, 8, 10, 16, or default", display.ToString(radix))
}

// integerFrom converts a value the Integer constructor accepts: floats
// and time values are truncated, strings read in the radix given or the
// one their prefix says.
func integerFrom(from, radix, abs types.Value) (types.Value, error) {
	var n types.Value
	switch x := from.(type) {
	case types.Int:
		n = x
	case types.Bool:
		n = boolInt(x)
	case types.Float:
		f := math.Trunc(float64(x))
		if f < math.MinInt64 || f >= math.MaxInt64 {
			return nil, outOfIntegerRange(x)
		}
		n = types.Int(int64(f))
	case types.Timespan:
		n = types.Int(x.WholeSeconds())
	case types.Timestamp:
		n = types.Int(x.WholeSeconds())
	case types.String:
		base := 0
		if r, ok := radix.(types.Int); ok {
			base = int(r)
		}
		v, err := rubyIntegerValue(string(x), base)
		if err != nil {
			t, ok := withoutSignBlanks(string(x))
			if !ok {
				return nil, err
			}
			if v, err = rubyIntegerValue(t, base); err != nil {
				return nil, err
			}
		}
		n = v
	}
	return absIf(n, abs)
}

// rubyIntegerValue reads s as Ruby's Integer(s, base) into an Integer,
// failing for what Ruby rejects and for values beyond 64 bits.
func rubyIntegerValue(s string, base int) (types.Value, error) {
	// Read without rubyInteger's big.Int: a value that fits is the
	// common case, and needs no allocation.
	n, err := rubyfmt.ParseIntegerRadix(s, base)
	if err != nil {
		return nil, rubyInvalidValue("Integer", s)
	}
	if n.Big != nil {
		return nil, outOfIntegerRange(types.String(s))
	}
	return types.Int(n.Small), nil
}

// floatConstructor is Float.new(from, abs).
var floatConstructor = &sigConstructor{
	name: "new_float",
	local: []string{
		"Convertible = Variant[Numeric, Boolean, Pattern[/" + floatPattern + "/], Timespan, Timestamp]",
		"NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("from", "Convertible"), optionalParam("abs", "Boolean")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return floatFrom(args[0], argAt(args, 1))
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "NamedArgs")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return floatFrom(hashArg(h, "from"), hashArg(h, "abs"))
			},
		},
	},
	mismatch: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Any"), optionalParam("abs", "Boolean")},
		explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
			return cannotConvert(args[0], "Float"), nil
		},
	}},
}

// floatFrom converts a value the Float constructor accepts. Strings are
// decimal (a leading 0 is not octal) or hexadecimal or binary integers.
func floatFrom(from, abs types.Value) (types.Value, error) {
	var f float64
	switch x := from.(type) {
	case types.Float:
		f = float64(x)
	case types.Int:
		f = float64(x)
	case types.Bool:
		f = float64(boolInt(x))
	case types.Timespan:
		f = x.Seconds()
	case types.Timestamp:
		f = x.Seconds()
	case types.String:
		s := string(x)
		if len(s) > 1 && s[0] == '0' && s[1]|0x20 == 'b' {
			n, ok := rubyInteger(s, 0)
			if !ok {
				return nil, rubyInvalidValue("Integer", s)
			}
			f, _ = new(big.Float).SetInt(n).Float64()
			break
		}
		v, ok := rubyFloat(s)
		if !ok {
			t, blanks := withoutSignBlanks(s)
			if !blanks {
				return nil, rubyInvalidValue("Float", s)
			}
			if v, ok = rubyFloat(t); !ok {
				return nil, rubyInvalidValue("Float", s)
			}
		}
		f = v
	}
	if !types.FloatOK(f) {
		return nil, newErrorf("%s cannot be converted to Float: the value is out of range", describeValue(from))
	}
	return absIf(types.Float(f), abs)
}

// booleanConstructor is Boolean.new(from): numbers are true unless zero;
// the strings true/yes/y and false/no/n in any case.
var booleanConstructor = &sigConstructor{
	name: "new_boolean",
	sigs: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Variant[Integer, Float, Boolean, Enum['false','true','yes','no','y','n',true]]")},
		create: func(_ Caller, args []types.Value) (types.Value, error) {
			switch x := args[0].(type) {
			case types.Int:
				return types.BoolOf(x != 0), nil
			case types.Float:
				return types.BoolOf(x != 0), nil
			case types.String:
				switch strings.ToLower(string(x)) {
				case "false", "no", "n":
					return types.False, nil
				}
				return types.True, nil
			}
			return args[0], nil
		},
	}},
	mismatch: []*ctorSig{{
		params: []ctorParam{reqParam("from", "Any")},
		explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
			return cannotConvert(args[0], "Boolean"), nil
		},
	}},
}

// absIf returns |n| when abs is true.
func absIf(n, abs types.Value) (types.Value, error) {
	if abs != types.True {
		return n, nil
	}
	switch x := n.(type) {
	case types.Int:
		if x == math.MinInt64 {
			return nil, newErrorf("The absolute value of %d is outside of Puppet Integer max range", x)
		}
		if x < 0 {
			return -x, nil
		}
	case types.Float:
		return types.Float(math.Abs(float64(x))), nil
	}
	return n, nil
}

func boolInt(b types.Bool) types.Int {
	if b {
		return 1
	}
	return 0
}

// cannotConvert is the message of the number and Boolean constructors for
// a value they cannot convert.
func cannotConvert(v types.Value, target string) string {
	if s, ok := v.(types.String); ok {
		return fmt.Sprintf("The string '%s' cannot be converted to %s", s, target)
	}
	return fmt.Sprintf("Value of type %s cannot be converted to %s", types.InferGeneralized(v).String(), target)
}

// outOfIntegerRange is the error for a conversion whose result does not
// fit a Puppet Integer (64 bits).
func outOfIntegerRange(v types.Value) error {
	return newErrorf("%s cannot be converted to Integer: the value is outside of Puppet Integer max range", describeValue(v))
}

// describeValue names a value in conversion errors: "The string 'x'",
// "The value 1.0e+30".
func describeValue(v types.Value) string {
	if s, ok := v.(types.String); ok {
		return fmt.Sprintf("The string '%s'", s)
	}
	return "The value " + display.ToString(v)
}
