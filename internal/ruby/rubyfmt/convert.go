package rubyfmt

import (
	"math/big"
	"strconv"
	"strings"
)

// isSpace is Ruby's ISSPACE.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// invalid returns Ruby's error for a string Integer() or Float() rejects.
func invalid(kind, s string) error {
	return &Error{Msg: "invalid value for " + kind + "(): " + strconv.Quote(s)}
}

// ParseInteger is Ruby's Integer(string): optional surrounding
// whitespace, a sign, a 0x/0b/0o/0d prefix or a leading 0 for octal, and
// single underscores between digits.
func ParseInteger(s string) (Integer, error) { return ParseIntegerRadix(s, 0) }

// ParseIntegerRadix is Ruby's Integer(string, radix): as ParseInteger,
// but a radix other than 0 reads the digits in that radix and allows only
// its own prefix (0x for 16, 0b for 2, 0o for 8, 0d for 10).
func ParseIntegerRadix(s string, radix int) (Integer, error) {
	t := trimSpace(s)
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	if len(t) > 1 && t[0] == '0' {
		switch p := t[1] | 0x20; {
		case p == 'x' && (radix == 0 || radix == 16):
			radix, t = 16, t[2:]
		case p == 'b' && (radix == 0 || radix == 2):
			radix, t = 2, t[2:]
		case p == 'o' && (radix == 0 || radix == 8):
			radix, t = 8, t[2:]
		case p == 'd' && (radix == 0 || radix == 10):
			radix, t = 10, t[2:]
		case radix == 0:
			radix, t = 8, t[1:]
			if t[0] == '_' {
				t = t[1:]
			}
		}
	}
	if radix == 0 {
		radix = 10
	}
	digits, ok := stripUnderscores(t, func(c byte) bool { return DigitValue(c) < radix })
	if !ok {
		return Integer{}, invalid("Integer", s)
	}
	if neg {
		digits = "-" + digits
	}
	if n, err := strconv.ParseInt(digits, radix, 64); err == nil {
		return Integer{Small: n}, nil
	}
	b, _ := new(big.Int).SetString(digits, radix)
	return Integer{Big: b}, nil
}

// DigitValue returns the value of c as a digit in any radix up to 36, or
// 36 when c is not a digit.
func DigitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 36
}

// stripUnderscores checks that s is one or more digits with single
// underscores between them and returns the digits alone.
func stripUnderscores(s string, isDigit func(byte) bool) (string, bool) {
	if s == "" || !isDigit(s[0]) || !isDigit(s[len(s)-1]) {
		return "", false
	}
	if !strings.Contains(s, "_") {
		for i := 0; i < len(s); i++ {
			if !isDigit(s[i]) {
				return "", false
			}
		}
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' {
			if s[i-1] == '_' {
				return "", false
			}
			continue
		}
		if !isDigit(c) {
			return "", false
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// ParseFloat is Ruby's Float(string): decimal with optional fraction and
// exponent (digits required before and after a point), or hexadecimal
// with an optional binary exponent; single underscores may separate
// digits; surrounding whitespace is allowed. Out of range values become
// infinite or zero as in Ruby.
func ParseFloat(s string) (float64, error) {
	t := trimSpace(s)
	sign := ""
	if t != "" && (t[0] == '+' || t[0] == '-') {
		sign, t = t[:1], t[1:]
	}
	var clean string
	var ok bool
	if len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		clean, ok = hexFloatText(t[2:])
	} else {
		clean, ok = decimalFloatText(t)
	}
	if !ok {
		return 0, invalid("Float", s)
	}
	f, err := strconv.ParseFloat(sign+clean, 64)
	if err != nil && !isRangeError(err) {
		return 0, invalid("Float", s)
	}
	return f, nil
}

func isRangeError(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func isDecimal(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return DigitValue(c) < 16 }

// decimalFloatText validates "int[.frac][e[sign]exp]" (int may be empty
// when a fraction follows) and returns it without underscores.
func decimalFloatText(t string) (string, bool) {
	mant, exp, hasExp := cutAny(t, "eE")
	whole, frac, hasPoint := strings.Cut(mant, ".")
	var out strings.Builder
	if whole != "" || !hasPoint {
		w, ok := stripUnderscores(whole, isDecimal)
		if !ok {
			return "", false
		}
		out.WriteString(w)
	}
	if hasPoint {
		f, ok := stripUnderscores(frac, isDecimal)
		if !ok {
			return "", false
		}
		out.WriteString(".")
		out.WriteString(f)
	}
	if hasExp {
		e, ok := signedDigits(exp)
		if !ok {
			return "", false
		}
		out.WriteString("e")
		out.WriteString(e)
	}
	return out.String(), true
}

// hexFloatText validates the part of a hexadecimal float after "0x" and
// returns it in the form strconv accepts.
func hexFloatText(t string) (string, bool) {
	mant, exp, hasExp := cutAny(t, "pP")
	whole, frac, hasPoint := strings.Cut(mant, ".")
	w, ok := stripUnderscores(whole, isHex)
	if !ok {
		return "", false
	}
	out := "0x" + w
	if hasPoint {
		f, ok := stripUnderscores(frac, isHex)
		if !ok {
			return "", false
		}
		out += "." + f
	}
	e := "0"
	if hasExp {
		if e, ok = signedDigits(exp); !ok {
			return "", false
		}
	}
	return out + "p" + e, true
}

// signedDigits validates an exponent: an optional sign and digits.
func signedDigits(s string) (string, bool) {
	sign := ""
	if s != "" && (s[0] == '+' || s[0] == '-') {
		sign, s = s[:1], s[1:]
	}
	d, ok := stripUnderscores(s, isDecimal)
	return sign + d, ok
}

// cutAny splits s around the first byte that is one of chars.
func cutAny(s, chars string) (before, after string, found bool) {
	if i := strings.IndexAny(s, chars); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return s, "", false
}
