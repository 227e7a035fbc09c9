package construct

import (
	"math"
	"strconv"
	"strings"

	"prepl/types"
)

// ParseNumber reads a String as a number the way Puppet's to_n does:
// blanks (spaces and tabs) around the text and after the sign, a hex
// Integer, an octal Integer led by 0, a decimal Integer, or a Float with a
// fraction and/or an exponent that has no '+'. A zero with a zero fraction
// and an exponent ("0e0", "0.0e1") and a Float whose integer part is a
// broken octal ("08.5") are no numbers, as in Puppet.
func ParseNumber(s string) (types.Value, bool) {
	t := strings.Trim(s, " \t")
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg, t = t[0] == '-', strings.TrimLeft(t[1:], " \t")
	}
	v, ok := parseMagnitude(t, neg)
	if !ok {
		return nil, false
	}
	if neg {
		switch x := v.(type) {
		case types.Int:
			v = -x // -2^63 negates to itself, which is what it is
		case types.Float:
			v = -x
		}
	}
	return v, true
}

// parseMagnitude reads the unsigned part of a number for ParseNumber.
func parseMagnitude(t string, neg bool) (types.Value, bool) {
	if len(t) > 2 && (t[:2] == "0x" || t[:2] == "0X") {
		u, err := strconv.ParseUint(t[2:], 16, 64)
		if err != nil || !fitsInt(u, neg) {
			return nil, false
		}
		return types.Int(int64(u)), true
	}
	digits := 0
	for digits < len(t) && t[digits] >= '0' && t[digits] <= '9' {
		digits++
	}
	whole, fraction := t[:digits], t[digits:]
	if !isDecimalFloat(t) {
		return nil, false
	}
	base := 10
	if len(whole) > 1 && whole[0] == '0' {
		if strings.ContainsAny(whole, "89") {
			return nil, false
		}
		base = 8
	}
	if fraction == "" {
		u, err := strconv.ParseUint(whole, base, 64)
		if err != nil || !fitsInt(u, neg) {
			return nil, false
		}
		return types.Int(int64(u)), true
	}
	if strings.Trim(whole, "0") == "" && zeroWithExponent(fraction) {
		return nil, false
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || !types.FloatOK(f) {
		return nil, false
	}
	return types.Float(f), true
}

// fitsInt reports whether a magnitude read from a string is an Integer
// with the given sign (-2^63 has no positive counterpart).
func fitsInt(u uint64, neg bool) bool {
	return u <= math.MaxInt64 || neg && u == 1<<63
}

// isDecimalFloat reports whether t is digits, an optional fraction
// (.digits) and an optional exponent (e or E, an optional '-', digits):
// Puppet reads no '+' in an exponent.
func isDecimalFloat(t string) bool {
	i := 0
	digits := func() int {
		start := i
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		return i - start
	}
	if digits() == 0 {
		return false
	}
	if i < len(t) && t[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(t) && (t[i] == 'e' || t[i] == 'E') {
		i++
		if i < len(t) && t[i] == '-' {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(t)
}

// zeroWithExponent reports whether the tail of a Float led by zeros is an
// optional point, zeros only and an exponent: Puppet reads such text as no
// number at all.
func zeroWithExponent(fraction string) bool {
	f := strings.TrimPrefix(fraction, ".")
	f = strings.TrimLeft(f, "0")
	return f != "" && (f[0] == 'e' || f[0] == 'E')
}
