package ops

import (
	"fmt"
	"math"
	"math/big"

	"prepl/display"
	"prepl/lang/eval/construct"
	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// Warn receives a warning an operator gives at a place in the source (a
// string an operand was converted from).
type Warn func(loc syntax.Loc, msg string)

// ToNumber converts an operand for arithmetic: numbers stay, strings that
// look like numbers are converted with a warning at loc (Puppet 7's
// default), anything else fails.
func ToNumber(v types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	switch x := v.(type) {
	case types.Int, types.Float:
		return v, nil
	case types.String:
		if n, ok := construct.ParseNumber(string(x)); ok {
			warn(loc, fmt.Sprintf("The string '%s' was automatically coerced to the numerical value %s", x, display.ToString(n)))
			return n, nil
		}
	}
	return nil, evalerr.Errorf(loc, "The value '%s' cannot be converted to Numeric.", display.ToString(v))
}

// NumericOperand converts an operand of numeric arithmetic as Puppet's
// coerce_numeric does: the values Ruby counts as Numeric (numbers, time
// values and versions) stay, numeric strings are converted, anything else
// fails.
func NumericOperand(v types.Value, loc syntax.Loc, warn Warn) (types.Value, error) {
	switch v.(type) {
	case types.Timespan, types.Timestamp, *types.SemVer:
		return v, nil
	}
	return ToNumber(v, loc, warn)
}

// Numeric is `+ - * / % << >>` of operands NumericOperand converted:
// integers with Ruby's semantics, floats, time values and versions.
func Numeric(op syntax.Op, a, b types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if op == syntax.OpModulo {
		// Puppet refuses a Float on either side of % before anything else.
		if _, ok := a.(types.Float); ok {
			return nil, evalerr.Errorf(n.Loc, "Operator '%%' is not applicable to a Float.")
		}
		if _, ok := b.(types.Float); ok {
			return nil, evalerr.Errorf(n.Loc, "Operator '%%' is not applicable to %s when right side is a Float.", evalerr.Articled(ValueLabel(a)))
		}
	}
	if IsTimeValue(a) || IsTimeValue(b) {
		return TimeArithmetic(op, a, b, n)
	}
	if _, ok := a.(*types.SemVer); ok {
		return SemverArithmetic(op, a, b, n)
	}
	if _, ok := b.(*types.SemVer); ok {
		return SemverArithmetic(op, a, b, n)
	}
	ai, aInt := a.(types.Int)
	bi, bInt := b.(types.Int)
	if aInt && !bInt && (op == syntax.OpLeftShift || op == syntax.OpRightShift) {
		// A Float shift count is truncated, as Ruby's Integer#<< does.
		f := math.Trunc(float64(b.(types.Float)))
		if f >= math.MaxInt64 || f <= math.MinInt64 || math.IsNaN(f) {
			f = math.Copysign(4096, f)
		}
		bi, bInt = types.Int(int64(f)), true
	}
	if aInt && bInt {
		v, err := IntArith(op, int64(ai), int64(bi))
		return v, evalerr.Located(err, n.Loc)
	}
	switch op {
	case syntax.OpLeftShift, syntax.OpRightShift:
		return nil, evalerr.Errorf(n.Loc, "Operator '%s' is not applicable to a Float.", op)
	}
	x, y := ToFloat(a), ToFloat(b)
	var f float64
	switch op {
	case syntax.OpPlus:
		f = x + y
	case syntax.OpMinus:
		f = x - y
	case syntax.OpMultiply:
		f = x * y
	case syntax.OpDivide:
		if y == 0 {
			return nil, evalerr.Errorf(n.Loc, "The result of the / expression is Infinity")
		}
		f = x / y
	}
	if math.IsInf(f, 0) {
		return nil, evalerr.Errorf(n.Loc, "The result of the %s expression is Infinity", op)
	}
	if math.IsNaN(f) {
		return nil, evalerr.Errorf(n.Loc, "The result of the %s expression is NaN", op)
	}
	return types.Float(f), nil
}

// Negate is `-x` of the value v of n's operand: a Timespan
// or a number (a numeric string converted, with a warning).
func Negate(v types.Value, n *syntax.UnaryMinusExpr, warn Warn) (types.Value, error) {
	if ts, ok := v.(types.Timespan); ok {
		return types.NewTimespan(-ts.Nanoseconds()), nil
	}
	num, err := ToNumber(v, n.Expr.Location(), warn)
	if err != nil {
		return nil, err
	}
	switch x := num.(type) {
	case types.Int:
		if x == math.MinInt64 {
			return nil, evalerr.Located(Overflow(syntax.OpMinus, new(big.Int).Neg(big.NewInt(int64(x)))), n.Loc)
		}
		return -x, nil
	case types.Float:
		return -x, nil
	}
	return num, nil
}
