package rubyfmt

import (
	"math"
	"strconv"
)

// AppendFloatToS appends Ruby's Float#to_s (which is also Float#inspect):
// the shortest digits that read back as v, always with a decimal point,
// in exponent form ("1.0e+20", "1.0e-05") when the decimal exponent is
// below -4 or the number needs more than 16 integer digits (an integral
// value of 16 digits also takes the exponent form).
func AppendFloatToS(buf []byte, v float64) []byte {
	switch {
	case math.IsNaN(v):
		return append(buf, "NaN"...)
	case math.IsInf(v, 1):
		return append(buf, "Infinity"...)
	case math.IsInf(v, -1):
		return append(buf, "-Infinity"...)
	}
	if math.Signbit(v) {
		buf = append(buf, '-')
		v = -v
	}
	if v == 0 {
		return append(buf, "0.0"...)
	}
	if v < 1e15 && v == math.Trunc(v) {
		// Small integral values: the common case, without digit strings.
		buf = strconv.AppendInt(buf, int64(v), 10)
		return append(buf, ".0"...)
	}
	var tmp [32]byte
	e := strconv.AppendFloat(tmp[:0], v, 'e', -1, 64)
	digits, decpt := parseShortest(e)
	const floatDig = 16 // DBL_DIG + 1
	switch {
	case decpt > 0 && (decpt < floatDig || decpt == floatDig && len(digits) > decpt):
		if decpt >= len(digits) {
			buf = append(buf, digits...)
			buf = pad(buf, '0', decpt-len(digits))
			return append(buf, ".0"...)
		}
		buf = append(buf, digits[:decpt]...)
		buf = append(buf, '.')
		return append(buf, digits[decpt:]...)
	case decpt <= 0 && decpt > -4:
		buf = append(buf, "0."...)
		buf = pad(buf, '0', -decpt)
		return append(buf, digits...)
	}
	buf = append(buf, digits[0], '.')
	if len(digits) > 1 {
		buf = append(buf, digits[1:]...)
	} else {
		buf = append(buf, '0')
	}
	buf = append(buf, 'e')
	exp := decpt - 1
	if exp < 0 {
		buf = append(buf, '-')
		exp = -exp
	} else {
		buf = append(buf, '+')
	}
	if exp < 10 {
		buf = append(buf, '0')
	}
	return strconv.AppendInt(buf, int64(exp), 10)
}

// FloatToS returns Ruby's Float#to_s of v.
func FloatToS(v float64) string { return string(AppendFloatToS(nil, v)) }

// parseShortest splits strconv's shortest 'e' form "d.ddde±xx" into its
// digits (a sub-slice of e, without the point) and decpt.
func parseShortest(e []byte) ([]byte, int) {
	i := len(e) - 1
	for e[i] != 'e' {
		i--
	}
	exp, _ := strconv.Atoi(string(e[i+1:]))
	mant := e[:i]
	if len(mant) > 1 {
		// Drop the point by shifting the leading digit right by one.
		mant[1] = mant[0]
		mant = mant[1:]
	}
	return mant, exp + 1
}
