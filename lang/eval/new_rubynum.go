package eval

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"prepl/display/rubyfmt"
)

// Integer.new and Float.new read strings with Ruby's Integer() and Float()
// (which differ from Puppet's source syntax: Float('010') is 10.0, and a
// radix may be given); these are those two rules, for the strings the
// constructors' patterns let through.

// rubySpace is Ruby's isspace: the whitespace Integer() and Float() skip.
func rubySpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// rubyInteger reads s as Ruby's Integer(s, base) does; base 0 is Ruby's
// default, which takes the radix from the prefix (0x, 0b, 0o, 0d, or 0
// for octal). Leading and trailing whitespace is skipped and one sign
// may precede the digits, but nothing may separate the sign from them.
// Underscores between digits, which Ruby allows, are not accepted: the
// constructors' patterns never let them through.
func rubyInteger(s string, base int) (*big.Int, bool) {
	i := 0
	for i < len(s) && rubySpace(s[i]) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	rest := strings.TrimRightFunc(s[i:], func(r rune) bool { return r < 0x80 && rubySpace(byte(r)) })
	if len(rest) >= 2 && rest[0] == '0' {
		switch p := rest[1] | 0x20; {
		case p == 'x' && (base == 0 || base == 16):
			base, rest = 16, rest[2:]
		case p == 'b' && (base == 0 || base == 2):
			base, rest = 2, rest[2:]
		case p == 'o' && (base == 0 || base == 8):
			base, rest = 8, rest[2:]
		case p == 'd' && (base == 0 || base == 10):
			base, rest = 10, rest[2:]
		case base == 0:
			base, rest = 8, rest[1:]
		}
	}
	if base == 0 {
		base = 10
	}
	if rest == "" {
		return nil, false
	}
	for j := 0; j < len(rest); j++ {
		if digitValue(rest[j]) >= base {
			return nil, false
		}
	}
	n, ok := new(big.Int).SetString(rest, base)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}

// digitValue is the value of a digit in any radix up to 36 (36 for a
// byte that is no digit).
func digitValue(c byte) int {
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

// rubyFloat reads s as Ruby's Float(s) does for the decimal and
// hexadecimal forms Float.new lets through: "1.5", "010" (decimal, 10.0),
// "1e-3", "0x1F". A value too large for a Float reads as an infinity.
func rubyFloat(s string) (float64, bool) {
	t := strings.TrimLeftFunc(s, func(r rune) bool { return r < 0x80 && rubySpace(byte(r)) })
	t = strings.TrimRightFunc(t, func(r rune) bool { return r < 0x80 && rubySpace(byte(r)) })
	sign := ""
	if t != "" && (t[0] == '+' || t[0] == '-') {
		sign, t = t[:1], t[1:]
	}
	if len(t) > 2 && t[0] == '0' && t[1]|0x20 == 'x' {
		n, ok := rubyInteger(sign+t, 16)
		if !ok {
			return 0, false
		}
		f, _ := new(big.Float).SetInt(n).Float64()
		return f, true
	}
	if !isDecimalFloat(t, true) {
		return 0, false
	}
	f, err := strconv.ParseFloat(sign+t, 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// withoutSignBlanks removes spaces and tabs between a leading sign and
// the number ("- 12" is "-12"), which Puppet allows where Ruby does not.
func withoutSignBlanks(s string) (string, bool) {
	if len(s) < 2 || s[0] != '+' && s[0] != '-' || s[1] != ' ' && s[1] != '\t' {
		return "", false
	}
	rest := strings.TrimLeft(s[1:], " \t")
	if strings.Contains(rest, "\n") {
		return "", false
	}
	return s[:1] + rest, true
}

// rubyInvalidValue is Ruby's error for a string Integer() or Float()
// cannot read: `invalid value for Integer(): "08"`.
func rubyInvalidValue(fn, s string) error {
	return newErrorf("invalid value for %s(): %s", fn, rubyfmt.InspectString(s))
}
