package rubyfmt

import (
	"math"
	"strconv"
)

// AppendFloat appends v formatted under s. The verb must be one of
// e E f g G a A. The output matches Ruby's Kernel#format, including its
// rounding of decimal ties (see decimalDigits) and "Inf"/"NaN" for
// non-finite values.
func AppendFloat(buf []byte, s Spec, v float64) []byte {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return appendNonFinite(buf, s, v)
	}
	neg := math.Signbit(v)
	if neg {
		v = -v
	}
	var body []byte
	var lead string // the "0x" of hexadecimal floats, kept left of zero padding
	switch s.Verb {
	case 'a', 'A':
		lead, body = hexFloat(s, v)
	case 'f':
		body = fixedBody(s, v)
	case 'e', 'E':
		body = expBody(s, v)
	default:
		body = generalBody(s, v)
	}
	return layoutNumber(buf, s, neg, lead, body)
}

// layoutNumber places sign, lead, zero padding, body and space padding.
func layoutNumber(buf []byte, s Spec, neg bool, lead string, body []byte) []byte {
	var sign byte
	switch {
	case neg:
		sign = '-'
	case s.Plus:
		sign = '+'
	case s.Space:
		sign = ' '
	}
	size := len(lead) + len(body)
	if sign != 0 {
		size++
	}
	fill := s.Width - size
	if !s.Minus && !s.Zero {
		buf = pad(buf, ' ', fill)
	}
	if sign != 0 {
		buf = append(buf, sign)
	}
	buf = append(buf, lead...)
	if !s.Minus && s.Zero {
		buf = pad(buf, '0', fill)
	}
	buf = append(buf, body...)
	if s.Minus {
		buf = pad(buf, ' ', fill)
	}
	return buf
}

// appendNonFinite prints Ruby's "Inf" and "NaN" (never zero padded).
func appendNonFinite(buf []byte, s Spec, v float64) []byte {
	text := "Inf"
	if math.IsNaN(v) {
		text = "NaN"
	}
	var sign byte
	switch {
	case math.IsInf(v, -1):
		sign = '-'
	case s.Plus:
		sign = '+'
	case s.Space:
		sign = ' '
	}
	size := len(text)
	if sign != 0 {
		size++
	}
	if !s.Minus {
		buf = pad(buf, ' ', s.Width-size)
	}
	if sign != 0 {
		buf = append(buf, sign)
	}
	buf = append(buf, text...)
	if s.Minus {
		buf = pad(buf, ' ', s.Width-size)
	}
	return buf
}

// precision returns the precision with printf's default of 6.
func (s Spec) precision() int {
	if s.Prec < 0 {
		return 6
	}
	return s.Prec
}

// fixedBody renders v >= 0 as "ddd.ddd" with the spec's precision.
func fixedBody(s Spec, v float64) []byte {
	prec := s.precision()
	var digits []byte
	decpt := 1
	if v != 0 {
		digits, decpt = decimalDigits(v, modeFraction, prec)
	}
	return appendFixed(nil, digits, decpt, prec, s.Sharp)
}

// appendFixed writes digits (value 0.DIGITS×10^decpt) with exactly frac
// fraction digits; the point is shown when frac > 0 or point is set.
func appendFixed(buf, digits []byte, decpt, frac int, point bool) []byte {
	if decpt <= 0 {
		buf = append(buf, '0')
	} else {
		for i := 0; i < decpt; i++ {
			buf = append(buf, digitAt(digits, i))
		}
	}
	if frac > 0 || point {
		buf = append(buf, '.')
	}
	for i := 0; i < frac; i++ {
		buf = append(buf, digitAt(digits, decpt+i))
	}
	return buf
}

// digitAt returns digit i of digits, '0' outside them.
func digitAt(digits []byte, i int) byte {
	if i < 0 || i >= len(digits) {
		return '0'
	}
	return digits[i]
}

// expBody renders v >= 0 as "d.ddde+xx".
func expBody(s Spec, v float64) []byte {
	prec := s.precision()
	digits := []byte{'0'}
	decpt := 1
	if v != 0 {
		digits, decpt = decimalDigits(v, modeSignificant, prec+1)
	}
	return appendExp(nil, digits, decpt, prec, s.Sharp, s.Verb == 'E' || s.Verb == 'G')
}

// appendExp writes the mantissa with frac fraction digits and a signed
// exponent of at least two digits.
func appendExp(buf, digits []byte, decpt, frac int, point, upper bool) []byte {
	buf = append(buf, digitAt(digits, 0))
	if frac > 0 || point {
		buf = append(buf, '.')
	}
	for i := 1; i <= frac; i++ {
		buf = append(buf, digitAt(digits, i))
	}
	if upper {
		buf = append(buf, 'E')
	} else {
		buf = append(buf, 'e')
	}
	exp := decpt - 1
	if len(digits) == 0 || (len(digits) == 1 && digits[0] == '0') {
		exp = 0
	}
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

// generalBody renders v >= 0 the way %g does: prec significant digits,
// exponent form when the exponent is below -4 or not below the precision,
// trailing zeros removed unless '#' is given.
func generalBody(s Spec, v float64) []byte {
	prec := s.precision()
	if prec == 0 {
		prec = 1
	}
	digits := []byte{'0'}
	decpt := 1
	if v != 0 {
		digits, decpt = decimalDigits(v, modeSignificant, prec)
	}
	upper := s.Verb == 'G'
	if decpt <= -4 || decpt > prec {
		frac := len(digits) - 1
		if s.Sharp {
			frac = prec - 1
		}
		return appendExp(nil, digits, decpt, frac, s.Sharp, upper)
	}
	frac := len(digits) - decpt
	if s.Sharp {
		frac = prec - decpt
	}
	if frac < 0 {
		frac = 0
	}
	return appendFixed(nil, digits, decpt, frac, s.Sharp)
}
