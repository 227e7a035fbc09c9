package types

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"prepl/internal/golden"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// errIllegal marks an operator-table row that has no method: the
// evaluator reports it as not applicable.
var errIllegal = errors.New("illegal")

// timeOperand reads the operands of timeops.golden: Timespan(x),
// Timestamp(x), an Integer or a Float.
func timeOperand(t *testing.T, s string) any {
	t.Helper()
	for _, kind := range []string{"Timespan", "Timestamp"} {
		if arg, ok := strings.CutPrefix(s, kind+"("); ok {
			i, f, isFloat := secondsArg(t, strings.TrimSuffix(arg, ")"))
			var d Timespan
			if isFloat {
				var err error
				d, err = TimespanFromSeconds(f)
				require.NoError(t, err)
			} else {
				d = TimespanFromInt(i)
			}
			if kind == "Timestamp" {
				return Timestamp(d)
			}
			return d
		}
	}
	i, f, isFloat := secondsArg(t, s)
	if isFloat {
		return f
	}
	return i
}

// seconds converts an Integer or Float operand to a Timespan of seconds.
func seconds(x any) (Timespan, error) {
	switch v := x.(type) {
	case int64:
		return TimespanFromInt(v), nil
	case float64:
		return TimespanFromSeconds(v)
	}
	return Timespan{}, errIllegal
}

func cmpResult(op string, c int) bool {
	switch op {
	case "<":
		return c < 0
	case ">":
		return c > 0
	}
	return c == 0
}

// numCompare compares a time value with an Integer or Float the way Ruby
// does when the time value is on the left.
func numCompare(x interface {
	CompareInt(int64) int
	CompareFloat(float64) (int, bool)
}, r any) (int, error) {
	switch v := r.(type) {
	case int64:
		return x.CompareInt(v), nil
	case float64:
		c, ok := x.CompareFloat(v)
		if !ok {
			return 0, errIllegal
		}
		return c, nil
	}
	return 0, errIllegal
}

// applyTimeOp is the operator table of expressions.md (with
// DISAGREEMENTS 34) written with the Timespan and Timestamp methods.
func applyTimeOp(l any, op string, r any) (any, error) {
	switch a := l.(type) {
	case Timespan:
		switch b := r.(type) {
		case Timespan:
			switch op {
			case "+":
				return a.Add(b)
			case "-":
				return a.Sub(b)
			case "/":
				return a.DivSpan(b), nil
			case "<", "==", ">":
				return cmpResult(op, a.Compare(b)), nil
			}
		case Timestamp:
			if op == "+" {
				return b.AddSpan(a)
			}
			if op == "==" {
				return false, nil
			}
		case int64, float64:
			switch op {
			case "+", "-":
				s, err := seconds(b)
				if err != nil {
					return nil, err
				}
				if op == "+" {
					return a.Add(s)
				}
				return a.Sub(s)
			case "*":
				if i, ok := b.(int64); ok {
					return a.MulInt(i)
				}
				return a.MulFloat(b.(float64))
			case "/":
				if i, ok := b.(int64); ok {
					return a.DivInt(i)
				}
				return a.DivFloat(b.(float64))
			case "%":
				if i, ok := b.(int64); ok {
					return a.ModInt(i)
				}
			case "<", "==", ">":
				c, err := numCompare(a, b)
				if err != nil {
					return nil, err
				}
				return cmpResult(op, c), nil
			}
		}
	case Timestamp:
		switch b := r.(type) {
		case Timestamp:
			switch op {
			case "-":
				return a.Sub(b)
			case "<", "==", ">":
				return cmpResult(op, a.Compare(b)), nil
			}
		case Timespan:
			switch op {
			case "+":
				return a.AddSpan(b)
			case "-":
				return a.SubSpan(b)
			case "==":
				return false, nil
			}
		case int64, float64:
			switch op {
			case "+", "-":
				s, err := seconds(b)
				if err != nil {
					return nil, err
				}
				if op == "+" {
					return a.AddSpan(s)
				}
				return a.SubSpan(s)
			case "<", "==", ">":
				c, err := numCompare(a, b)
				if err != nil {
					return nil, err
				}
				return cmpResult(op, c), nil
			}
		}
	case int64, float64:
		// A number on the left: + and * swap the operands, - makes the
		// number a Timespan, and comparisons go through Floats.
		switch op {
		case "+":
			return applyTimeOp(r, op, l)
		case "*":
			if _, ok := r.(Timespan); ok {
				return applyTimeOp(r, op, l)
			}
		case "-":
			if d, ok := r.(Timespan); ok {
				s, err := seconds(a)
				if err != nil {
					return nil, err
				}
				return s.Sub(d)
			}
		case "==":
			return applyTimeOp(r, op, l)
		case "<", ">":
			lf := float64(0)
			switch v := a.(type) {
			case int64:
				lf = float64(v)
			case float64:
				lf = v
			}
			var rf float64
			switch v := r.(type) {
			case Timespan:
				rf = v.Seconds()
			case Timestamp:
				rf = v.Seconds()
			}
			return cmpResult(op, cmpFloat(lf, rf)), nil
		}
	}
	return nil, errIllegal
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func TestTimeOperatorsGolden(t *testing.T) {
	rows := golden.ReadTable(t, "puptime/testdata/timeops.golden")
	require.NotEmpty(t, rows)
	for _, r := range rows {
		name := fmt.Sprintf("line %d %q", r.Line, r.Fields)
		var got any
		var err error
		if len(r.Fields) == 1 {
			switch x := timeOperand(t, r.Fields[0]).(type) {
			case Timespan:
				got, err = x.Neg()
			default:
				err = errIllegal
			}
		} else {
			got, err = applyTimeOp(timeOperand(t, r.Fields[0]), r.Fields[1], timeOperand(t, r.Fields[2]))
		}
		msg, wantErr := strings.CutPrefix(r.Want, "ERROR: ")
		switch {
		case wantErr && msg == "Division by 0":
			assert.ErrorIs(t, err, ErrDivisionByZero, name)
		case wantErr && strings.Contains(msg, "is Infinity"):
			if assert.NoError(t, err, name) {
				assert.True(t, math.IsInf(got.(float64), 0), name)
			}
		case wantErr:
			assert.ErrorIs(t, err, errIllegal, name)
		case err != nil:
			t.Errorf("%s: unexpected error %v", name, err)
		default:
			switch v := got.(type) {
			case float64:
				if r.Want == "NaN" {
					assert.True(t, math.IsNaN(v), name)
					continue
				}
				want, perr := strconv.ParseFloat(r.Want, 64)
				require.NoError(t, perr, name)
				assert.Equal(t, want, v, name)
			default:
				assert.Equal(t, r.Want, fmt.Sprint(v), name)
			}
		}
	}
}
