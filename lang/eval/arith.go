package eval

import (
	"fmt"
	"math"
	"math/big"

	"prepl/display"
	"prepl/lang/eval/construct"
	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/ops"
	"prepl/lang/syntax"
	"prepl/types"
)

// evalArithmetic evaluates `+ - * / % << >>`.
func (e *Evaluator) evalArithmetic(n *syntax.ArithmeticExpr, s *Scope) (types.Value, error) {
	l, err := e.eval(n.Left, s)
	if err != nil {
		return nil, err
	}
	r, err := e.eval(n.Right, s)
	if err != nil {
		return nil, err
	}
	// The common case first: two integers.
	if a, ok := l.(types.Int); ok {
		if b, ok := r.(types.Int); ok {
			v, err := ops.IntArith(n.Op, int64(a), int64(b))
			return v, located(err, n.Loc)
		}
	}
	return e.arithmetic(n.Op, l, r, n)
}

func (e *Evaluator) arithmetic(op syntax.Op, l, r types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	if err := e.checkMemory(n.Loc, ops.ConcatBytes(op, l, r)); err != nil {
		return nil, err
	}
	switch lv := l.(type) {
	case *types.Array:
		switch op {
		case syntax.OpPlus:
			return e.bounded(n.Loc, ops.ArrayConcat(lv, r))
		case syntax.OpMinus:
			p := types.NewPoll(&e.run.interrupted)
			return e.polled(n.Loc, ops.ArrayDelete(lv, r, &p), &p)
		case syntax.OpLeftShift:
			return e.bounded(n.Loc, lv.Append(r))
		}
	case *types.Hash:
		switch op {
		case syntax.OpPlus:
			p := types.NewPoll(&e.run.interrupted)
			v, err := ops.HashMerge(lv, r, &p)
			if err != nil {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, %s", err)
			}
			if v, err = e.polled(n.Loc, v, &p); err != nil {
				return nil, err
			}
			return e.bounded(n.Loc, v)
		case syntax.OpMinus:
			p := types.NewPoll(&e.run.interrupted)
			return e.polled(n.Loc, ops.HashDelete(lv, r, &p), &p)
		case syntax.OpLeftShift:
			return nil, errorf(n.Loc, "Operator '<<' is not applicable to a Hash.")
		}
	case *types.Binary:
		if op == syntax.OpPlus {
			rb, ok := r.(*types.Binary)
			if !ok {
				return nil, errorf(n.Right.Location(), "Error while evaluating a '+' expression, Can only append Binary to a Binary")
			}
			return types.NewBinary(append(append([]byte(nil), lv.Bytes()...), rb.Bytes()...)), nil
		}
	}
	a, err := e.numericOperand(l, n.Left.Location())
	if err != nil {
		return nil, err
	}
	b, err := e.numericOperand(r, n.Right.Location())
	if err != nil {
		return nil, err
	}
	if op == syntax.OpModulo {
		// Puppet refuses a Float on either side of % before anything else.
		if _, ok := a.(types.Float); ok {
			return nil, errorf(n.Loc, "Operator '%%' is not applicable to a Float.")
		}
		if _, ok := b.(types.Float); ok {
			return nil, errorf(n.Loc, "Operator '%%' is not applicable to %s when right side is a Float.", evalerr.Articled(ops.ValueLabel(a)))
		}
	}
	if ops.IsTimeValue(a) || ops.IsTimeValue(b) {
		return ops.TimeArithmetic(op, a, b, n)
	}
	if _, ok := a.(*types.SemVer); ok {
		return ops.SemverArithmetic(op, a, b, n)
	}
	if _, ok := b.(*types.SemVer); ok {
		return ops.SemverArithmetic(op, a, b, n)
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
		v, err := ops.IntArith(op, int64(ai), int64(bi))
		return v, located(err, n.Loc)
	}
	switch op {
	case syntax.OpLeftShift, syntax.OpRightShift:
		return nil, errorf(n.Loc, "Operator '%s' is not applicable to a Float.", op)
	}
	x, y := ops.ToFloat(a), ops.ToFloat(b)
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
			return nil, errorf(n.Loc, "The result of the / expression is Infinity")
		}
		f = x / y
	}
	if math.IsInf(f, 0) {
		return nil, errorf(n.Loc, "The result of the %s expression is Infinity", op)
	}
	if math.IsNaN(f) {
		return nil, errorf(n.Loc, "The result of the %s expression is NaN", op)
	}
	return types.Float(f), nil
}

// toNumber converts an operand for arithmetic: numbers stay, strings that
// look like numbers are converted with a warning (Puppet 7's default),
// anything else fails.
func (e *Evaluator) toNumber(v types.Value, loc syntax.Loc) (types.Value, error) {
	switch x := v.(type) {
	case types.Int, types.Float:
		return v, nil
	case types.String:
		if n, ok := construct.ParseNumber(string(x)); ok {
			e.warn(loc, fmt.Sprintf("The string '%s' was automatically coerced to the numerical value %s", x, display.ToString(n)))
			return n, nil
		}
	}
	return nil, errorf(loc, "The value '%s' cannot be converted to Numeric.", display.ToString(v))
}

// numericOperand converts an operand of numeric arithmetic as Puppet's
// coerce_numeric does: the values Ruby counts as Numeric (numbers, time
// values and versions) stay, numeric strings are converted, anything else
// fails, the left operand before the right.
func (e *Evaluator) numericOperand(v types.Value, loc syntax.Loc) (types.Value, error) {
	switch v.(type) {
	case types.Timespan, types.Timestamp, *types.SemVer:
		return v, nil
	}
	return e.toNumber(v, loc)
}

// evalUnaryMinus evaluates `-x`.
func (e *Evaluator) evalUnaryMinus(n *syntax.UnaryMinusExpr, s *Scope) (types.Value, error) {
	v, err := e.eval(n.Expr, s)
	if err != nil {
		return nil, err
	}
	if ts, ok := v.(types.Timespan); ok {
		return types.NewTimespan(-ts.Nanoseconds()), nil
	}
	num, err := e.toNumber(v, n.Expr.Location())
	if err != nil {
		return nil, err
	}
	switch x := num.(type) {
	case types.Int:
		if x == math.MinInt64 {
			return nil, located(ops.Overflow(syntax.OpMinus, new(big.Int).Neg(big.NewInt(int64(x)))), n.Loc)
		}
		return -x, nil
	case types.Float:
		return -x, nil
	}
	return num, nil
}

// ValueBytes is the size of one element of an Array, for estimating
// what a collection costs before it is made (see Call.CheckMemory).
const ValueBytes = ops.ValueBytes
