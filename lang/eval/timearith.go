package eval

import (
	"prepl/lang/syntax"
	"prepl/types"
)

// timeArithmetic implements the operator tables for Timestamp (T),
// Timespan (D), Integer (I) and Float (F) operands.
func (e *Evaluator) timeArithmetic(op syntax.Op, l, r types.Value, n *syntax.ArithmeticExpr) (types.Value, error) {
	// A string on the other side is read as a number, as for any
	// arithmetic.
	var err error
	if _, ok := l.(types.String); ok {
		if l, err = e.toNumber(l, n.Left.Location()); err != nil {
			return nil, err
		}
	}
	if _, ok := r.(types.String); ok {
		if r, err = e.toNumber(r, n.Right.Location()); err != nil {
			return nil, err
		}
	}
	fail := func(msg string) (types.Value, error) {
		return nil, errorf(n.Right.Location(), "Error while evaluating a '%s' expression, %s", op, msg)
	}
	notApplicable := func() (types.Value, error) {
		return nil, errorf(n.Loc, "Operator '%s' is not applicable to %s when right side is %s.", op, articled(typeBaseName(l)), articled(typeBaseName(r)))
	}
	// Numbers on either side are seconds.
	span := func(v types.Value) (types.Timespan, bool, error) {
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
	isNumber := func(v types.Value) bool {
		switch v.(type) {
		case types.Int, types.Float:
			return true
		}
		return false
	}
	number := func(v types.Value) float64 { return toFloat(v) }

	switch lv := l.(type) {
	case types.Timestamp:
		switch op {
		case syntax.OpModulo:
			return nil, errorf(n.Loc, "Operator '%%' is not applicable to a Timestamp.")
		case syntax.OpPlus:
			if _, ok := r.(types.Timestamp); ok {
				return fail("A Timestamp cannot be added to a Timestamp")
			}
			d, ok, err := span(r)
			if err != nil {
				return nil, located(err, n.Loc)
			}
			if !ok {
				return fail("A Timestamp can only be added to a Timespan, Integer or Float")
			}
			t, err := lv.AddSpan(d)
			return t, located(err, n.Loc)
		case syntax.OpMinus:
			if t2, ok := r.(types.Timestamp); ok {
				d, err := lv.Sub(t2)
				return d, located(err, n.Loc)
			}
			d, ok, err := span(r)
			if err != nil {
				return nil, located(err, n.Loc)
			}
			if !ok {
				return fail("A Timestamp can only be subtracted by a Timestamp, Timespan, Integer or Float")
			}
			t, err := lv.AddSpan(types.NewTimespan(-d.Nanoseconds()))
			return t, located(err, n.Loc)
		}
		return notApplicable()
	case types.Timespan:
		switch op {
		case syntax.OpPlus, syntax.OpMinus:
			if t, ok := r.(types.Timestamp); ok {
				if op == syntax.OpMinus {
					return fail("A Timestamp cannot be subtracted from a Timespan")
				}
				ts, err := t.AddSpan(lv)
				return ts, located(err, n.Loc)
			}
			d, ok, err := span(r)
			if err != nil {
				return nil, located(err, n.Loc)
			}
			if !ok {
				return notApplicable()
			}
			var res types.Timespan
			if op == syntax.OpPlus {
				res, err = lv.Add(d)
			} else {
				res, err = lv.Sub(d)
			}
			return res, located(err, n.Loc)
		case syntax.OpMultiply:
			if !isNumber(r) {
				return fail("A Timestamp cannot be multiplied by " + articled(typeBaseName(r)))
			}
			res, err := lv.MulFloat(number(r))
			return res, located(err, n.Loc)
		case syntax.OpDivide:
			if d, ok := r.(types.Timespan); ok {
				if d.Nanoseconds() == 0 {
					return nil, errorf(n.Loc, "Division by 0")
				}
				return types.Float(float64(lv.Nanoseconds()) / float64(d.Nanoseconds())), nil
			}
			if !isNumber(r) {
				return notApplicable()
			}
			if number(r) == 0 {
				return nil, errorf(n.Loc, "Division by 0")
			}
			res, err := lv.DivFloat(number(r))
			return res, located(err, n.Loc)
		case syntax.OpModulo:
			if _, ok := r.(types.Timespan); ok {
				return nil, errorf(n.Loc, "Can not do modulus on a Timespan using a a Timespan")
			}
			i, ok := r.(types.Int)
			if !ok {
				return notApplicable()
			}
			if i == 0 {
				return nil, errorf(n.Loc, "Division by 0")
			}
			// Ruby floors the seconds, then takes a floored modulo.
			v, err := intArith(syntax.OpModulo, lv.WholeSeconds(), int64(i))
			return v, located(err, n.Loc)
		}
		return notApplicable()
	}
	// A number on the left, a time value on the right.
	if !isNumber(l) {
		return notApplicable()
	}
	switch rv := r.(type) {
	case types.Timestamp:
		if op != syntax.OpPlus {
			if op == syntax.OpMinus {
				return fail("A Timestamp cannot be subtracted from " + articled(typeBaseName(l)))
			}
			return notApplicable()
		}
		d, _, err := span(l)
		if err != nil {
			return nil, located(err, n.Loc)
		}
		t, err := rv.AddSpan(d)
		return t, located(err, n.Loc)
	case types.Timespan:
		switch op {
		case syntax.OpPlus, syntax.OpMinus:
			d, _, err := span(l)
			if err != nil {
				return nil, located(err, n.Loc)
			}
			var res types.Timespan
			if op == syntax.OpPlus {
				res, err = d.Add(rv)
			} else {
				res, err = d.Sub(rv)
			}
			return res, located(err, n.Loc)
		case syntax.OpMultiply:
			res, err := rv.MulFloat(number(l))
			return res, located(err, n.Loc)
		}
	}
	return notApplicable()
}

// typeBaseName is the unparameterized type name of a value.
func typeBaseName(v types.Value) string {
	return types.Infer(v).Name()
}
