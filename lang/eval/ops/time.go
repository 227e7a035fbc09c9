package ops

import (
	"math"

	"prepl/lang/eval/evalerr"
	"prepl/lang/syntax"
	"prepl/types"
)

// TimeArithmetic is arithmetic with a Timestamp or a Timespan on one side,
// the other operand a number, time value or version. It follows Puppet: a time
// value on the right of a number takes + and * (of a Timespan) by swapping
// the operands and - of a Timespan by reading the number as seconds; then
// the time value's own operator decides, and an operator it lacks is not
// applicable to it.
func TimeArithmetic(op syntax.Op, l, r types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if IsTimeValue(r) && !IsTimeValue(l) {
		_, rSpan := r.(types.Timespan)
		switch {
		case op == syntax.OpPlus || op == syntax.OpMultiply && rSpan:
			l, r = r, l
		case op == syntax.OpMinus && rSpan:
			d, ok, err := secondsSpan(l)
			if !ok {
				return nil, evalerr.Errorf(n.Loc, "Operator '-' is not applicable to %s.", evalerr.Articled(ValueLabel(l)))
			}
			if err == nil {
				d, err = d.Sub(r.(types.Timespan))
			}
			return d, evalerr.Located(err, n.Loc)
		default:
			return nil, evalerr.Errorf(n.Loc, "Operator '%s' is not applicable to %s when right side is %s.", op, evalerr.Articled(ValueLabel(l)), evalerr.Articled(ValueLabel(r)))
		}
	}
	var (
		v   types.Value
		err error
	)
	switch lv := l.(type) {
	case types.Timestamp:
		v, err = timestampArithmetic(op, lv, r)
	case types.Timespan:
		v, err = timespanArithmetic(op, lv, r)
	}
	if err != nil {
		if re, ok := err.(rubyArgumentError); ok {
			return nil, evalerr.Errorf(n.Right.Location(), "Error while evaluating a '%s' expression, %s", op, string(re))
		}
		return nil, evalerr.Located(err, n.Loc)
	}
	if v == nil {
		return nil, evalerr.Errorf(n.Loc, "Operator '%s' is not applicable to %s.", op, evalerr.Articled(ValueLabel(l)))
	}
	return v, nil
}

// rubyArgumentError is an operand a time value's operator refuses, worded
// as Puppet's Timestamp and Timespan classes raise it.
type rubyArgumentError string

func (e rubyArgumentError) Error() string { return string(e) }

// timestampArithmetic applies Timestamp's operators; a nil value and error
// mean the operator is not one a Timestamp has.
func timestampArithmetic(op syntax.Op, t types.Timestamp, r types.Value) (types.Value, error) {
	switch op {
	case syntax.OpPlus:
		d, ok, err := secondsSpan(r)
		if !ok {
			return nil, rubyArgumentError(CapitalizedArticle(rubyNumericClass(r)) + " cannot be added to a Timestamp")
		}
		if err != nil {
			return nil, err
		}
		return t.AddSpan(d)
	case syntax.OpMinus:
		if t2, ok := r.(types.Timestamp); ok {
			return t.Sub(t2)
		}
		d, ok, err := secondsSpan(r)
		if !ok {
			return nil, rubyArgumentError(CapitalizedArticle(rubyNumericClass(r)) + " cannot be subtracted from a Timestamp")
		}
		if err != nil {
			return nil, err
		}
		return t.SubSpan(d)
	}
	return nil, nil
}

// timespanArithmetic applies Timespan's operators; a nil value and error
// mean the operator is not one a Timespan has.
func timespanArithmetic(op syntax.Op, d types.Timespan, r types.Value) (types.Value, error) {
	switch op {
	case syntax.OpPlus:
		if t, ok := r.(types.Timestamp); ok {
			return t.AddSpan(d)
		}
		o, ok, err := secondsSpan(r)
		if !ok {
			return nil, rubyArgumentError(CapitalizedArticle(rubyNumericClass(r)) + " cannot be added to a Timespan")
		}
		if err != nil {
			return nil, err
		}
		return d.Add(o)
	case syntax.OpMinus:
		o, ok, err := secondsSpan(r)
		if !ok {
			return nil, rubyArgumentError(CapitalizedArticle(rubyNumericClass(r)) + " cannot be subtracted from a Timespan")
		}
		if err != nil {
			return nil, err
		}
		return d.Sub(o)
	case syntax.OpMultiply:
		f, ok := plainNumber(r)
		if !ok {
			return nil, rubyArgumentError("A Timestamp cannot be multiplied by " + evalerr.Articled(rubyNumericClass(r)))
		}
		return d.MulFloat(f)
	case syntax.OpDivide:
		if o, ok := r.(types.Timespan); ok {
			// Ruby's Integer#fdiv: a zero divisor gives an infinity
			// (refused below) or, for zero by zero, NaN.
			q := float64(d.Nanoseconds()) / float64(o.Nanoseconds())
			if math.IsInf(q, 0) {
				return nil, evalerr.Errorf(syntax.Loc{}, "The result of the / expression is Infinity")
			}
			return types.Float(q), nil
		}
		f, ok := plainNumber(r)
		if !ok {
			return nil, rubyArgumentError("A Timespan cannot be divided by " + evalerr.Articled(rubyNumericClass(r)))
		}
		if f == 0 {
			return nil, evalerr.Errorf(syntax.Loc{}, "Division by 0")
		}
		return d.DivFloat(f)
	case syntax.OpModulo:
		i, ok := r.(types.Int)
		if !ok {
			return nil, rubyArgumentError("Can not do modulus on a Timespan using a " + evalerr.Articled(rubyNumericClass(r)))
		}
		if i == 0 {
			return nil, evalerr.Errorf(syntax.Loc{}, "Division by 0")
		}
		// Ruby floors the seconds, then takes a floored modulo.
		return IntArith(syntax.OpModulo, d.WholeSeconds(), int64(i))
	}
	return nil, nil
}

// secondsSpan reads a Timespan as it is and a number as seconds; ok is
// false for anything else.
func secondsSpan(v types.Value) (types.Timespan, bool, error) {
	switch x := v.(type) {
	case types.Timespan:
		return x, true, nil
	case types.Int:
		ts, err := types.TimespanFromParts(0, 0, 0, int64(x), 0, 0, 0)
		return ts, true, err
	case types.Float:
		ts, err := types.TimespanFromSeconds(float64(x))
		return ts, true, err
	}
	return types.Timespan{}, false, nil
}

// plainNumber is an Integer or Float operand as a float64.
func plainNumber(v types.Value) (float64, bool) {
	switch v.(type) {
	case types.Int, types.Float:
		return ToFloat(v), true
	}
	return 0, false
}

// rubyNumericClass names an arithmetic operand by its Ruby class, as the
// time classes' messages do ("a Version" for a SemVer).
func rubyNumericClass(v types.Value) string {
	switch v.(type) {
	case types.Int:
		return "Integer"
	case types.Float:
		return "Float"
	case types.Timespan:
		return "Timespan"
	case types.Timestamp:
		return "Timestamp"
	case *types.SemVer:
		return "Version"
	}
	return ValueLabel(v)
}
