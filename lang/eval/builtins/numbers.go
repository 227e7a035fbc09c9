package builtins

import (
	"math"
	"strconv"

	"prepl/internal/lazyre"
	"prepl/internal/ruby/rubyfmt"
	"prepl/lang/eval"
	"prepl/types"
)

var (
	decimalString = lazyre.New(`^-?(?:\d+)(?:\.\d+)$`)
	integerString = lazyre.New(`^-?\d+$`)
)

func init() {
	eval.Register(
		&eval.Function{
			Name: "abs",
			Doc:  "Returns the absolute value of a number. A string holding a decimal number is converted first (deprecated).",
			Signatures: []*eval.Signature{
				{Params: []eval.Param{{Name: "val", Type: "Numeric"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					return absOf(c, args[0])
				}},
				{Params: []eval.Param{{Name: "val", Type: "String"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					warnOnce(c, "abs_function_numeric_coerce_string", "The abs() function's auto conversion of String to Numeric is deprecated - change to convert input before calling")
					s := string(args[0].(types.String))
					switch {
					case decimalString().MatchString(s):
						f, _ := strconv.ParseFloat(s, 64)
						return types.Float(math.Abs(f)), nil
					case integerString().MatchString(s):
						n, err := strconv.ParseInt(s, 10, 64)
						if err != nil {
							return nil, c.Errorf("%s is outside of the Integer range", s)
						}
						return absOf(c, types.Int(n))
					}
					return nil, c.Errorf("Requires float or integer to work with - was given non decimal string")
				}},
			},
		},
		roundingFunction("ceiling", "Returns the smallest Integer not less than the number. A string holding a number is converted first (deprecated).", math.Ceil),
		roundingFunction("floor", "Returns the largest Integer not greater than the number. A string holding a number is converted first (deprecated).", math.Floor),
		&eval.Function{
			Name: "round",
			Doc:  "Rounds a number to the nearest Integer, halves away from zero.",
			Signatures: []*eval.Signature{{
				Params: []eval.Param{{Name: "val", Type: "Numeric"}},
				Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
					switch x := args[0].(type) {
					case types.Int:
						return x, nil
					case types.Float:
						f := float64(x)
						if f > 0 {
							f += 0.5
						} else {
							f -= 0.5
						}
						return toInt(c, math.Trunc(f))
					}
					return args[0], nil
				},
			}},
		},
	)
}

func absOf(c *eval.Call, v types.Value) (types.Value, error) {
	switch x := v.(type) {
	case types.Int:
		if x == math.MinInt64 {
			return nil, c.Errorf("the absolute value of %d is outside of the Integer range", x)
		}
		if x < 0 {
			return -x, nil
		}
		return x, nil
	case types.Float:
		return types.Float(math.Abs(float64(x))), nil
	}
	return v, nil
}

// toInt converts an integral float to an Integer, failing outside the
// Integer range.
func toInt(c *eval.Call, f float64) (types.Value, error) {
	if f != f || f < -(1<<63) || f >= 1<<63 {
		return nil, c.Errorf("the result %s is outside of the Integer range", rubyfmt.FloatToS(f))
	}
	return types.Int(int64(f)), nil
}

// roundingFunction builds ceiling or floor.
func roundingFunction(name, doc string, round func(float64) float64) *eval.Function {
	onNumber := func(c *eval.Call, v types.Value) (types.Value, error) {
		if f, ok := v.(types.Float); ok {
			return toInt(c, round(float64(f)))
		}
		return v, nil
	}
	return &eval.Function{
		Name: name,
		Doc:  doc,
		Signatures: []*eval.Signature{
			{Params: []eval.Param{{Name: "val", Type: "Numeric"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return onNumber(c, args[0])
			}},
			{Params: []eval.Param{{Name: "val", Type: "String"}}, Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				warnOnce(c, name+"_function_numeric_coerce_string", "The "+name+"() function's auto conversion of String to Float is deprecated - change to convert input before calling")
				f, err := rubyfmt.ParseFloat(string(args[0].(types.String)))
				if err != nil {
					return nil, c.Errorf("cannot convert given value to a floating point value.")
				}
				return onNumber(c, types.Float(f))
			}},
		},
	}
}
