package rubyfmt

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"unicode/utf8"
)

// jsonArg is an argument of a recorded case: exactly one field is set.
type jsonArg struct {
	I *string            `json:"i,omitempty"` // integer in decimal
	F *string            `json:"f,omitempty"` // float64 bits in hex
	S *string            `json:"s,omitempty"` // string
	H map[string]jsonArg `json:"h,omitempty"` // hash of named arguments
}

// jsonCase is one line of a case file: a format, its arguments and Ruby's
// output or error message.
type jsonCase struct {
	F string    `json:"f"`
	A []jsonArg `json:"a"`
	O *string   `json:"o,omitempty"`
	E *string   `json:"e,omitempty"`
}

func intArg(v int64) jsonArg {
	s := strconv.FormatInt(v, 10)
	return jsonArg{I: &s}
}

func floatArg(v float64) jsonArg {
	s := strconv.FormatUint(math.Float64bits(v), 16)
	return jsonArg{F: &s}
}

func (c jsonCase) String() string {
	b, _ := json.Marshal(struct {
		F string    `json:"f"`
		A []jsonArg `json:"a"`
	}{c.F, c.A})
	return string(b)
}

// testArgs implements Args over recorded arguments with Ruby's
// conversions for Integer, Float and String.
type testArgs []jsonArg

func (a testArgs) Len() int         { return len(a) }
func (a testArgs) At(i int) jsonArg { return a[i] }
func (a testArgs) float(v jsonArg) float64 {
	bits, _ := strconv.ParseUint(*v.F, 16, 64)
	return math.Float64frombits(bits)
}

func (a testArgs) Named(name string) (jsonArg, bool, bool) {
	if len(a) != 1 || a[0].H == nil {
		return jsonArg{}, false, false
	}
	v, ok := a[0].H[name]
	return v, ok, true
}

func (a testArgs) String(v jsonArg) (string, error) {
	switch {
	case v.I != nil:
		return *v.I, nil
	case v.F != nil:
		return FloatToS(a.float(v)), nil
	case v.S != nil:
		return *v.S, nil
	}
	return "", fmt.Errorf("hash to_s not supported")
}

func (a testArgs) Inspect(v jsonArg) (string, error) {
	if v.S != nil {
		return InspectString(*v.S), nil
	}
	return a.String(v)
}

func (a testArgs) Integer(v jsonArg) (Integer, error) {
	switch {
	case v.I != nil:
		return ParseInteger(*v.I)
	case v.F != nil:
		f := math.Trunc(a.float(v))
		if f >= -(1<<63) && f < 1<<63 {
			return Integer{Small: int64(f)}, nil
		}
		b, _ := new(big.Float).SetFloat64(f).Int(nil)
		return Integer{Big: b}, nil
	case v.S != nil:
		return ParseInteger(*v.S)
	}
	return Integer{}, &Error{Msg: "can't convert Hash into Integer"}
}

func (a testArgs) Implicit(v jsonArg) (int64, error) {
	n, err := a.Integer(v)
	if err != nil || n.Big != nil {
		return 0, &Error{Msg: "bad width"}
	}
	return n.Small, nil
}

func (a testArgs) Float(v jsonArg) (float64, error) {
	switch {
	case v.I != nil:
		n, _ := ParseInteger(*v.I)
		if n.Big != nil {
			f, _ := new(big.Float).SetInt(n.Big).Float64()
			return f, nil
		}
		return float64(n.Small), nil
	case v.F != nil:
		return a.float(v), nil
	case v.S != nil:
		return ParseFloat(*v.S)
	}
	return 0, &Error{Msg: "can't convert Hash into Float"}
}

func (a testArgs) ExactInteger(v jsonArg) (Integer, bool) {
	if v.I == nil {
		return Integer{}, false
	}
	n, err := ParseInteger(*v.I)
	return n, err == nil
}

func (a testArgs) Char(v jsonArg) (rune, bool, error) {
	if v.S == nil {
		return 0, false, nil
	}
	if utf8.RuneCountInString(*v.S) != 1 {
		return 0, true, &Error{Msg: "%c requires a character"}
	}
	r, _ := utf8.DecodeRuneInString(*v.S)
	return r, true, nil
}
