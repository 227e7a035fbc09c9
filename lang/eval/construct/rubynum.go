package construct

import (
	"math/big"
	"strings"

	"prepl/internal/ruby/rubyfmt"
)

// Integer.new and Float.new read strings with Ruby's Integer() and Float()
// (which differ from Puppet's source syntax: Float('010') is 10.0, and a
// radix may be given); these are those two rules, for the strings the
// constructors' patterns let through.

// rubyInteger reads s as Ruby's Integer(s, base) does; base 0 is Ruby's
// default, which takes the radix from the prefix (0x, 0b, 0o, 0d, or 0
// for octal).
func rubyInteger(s string, base int) (*big.Int, bool) {
	n, err := rubyfmt.ParseIntegerRadix(s, base)
	if err != nil {
		return nil, false
	}
	return n.BigInt(), true
}

// rubyFloat reads s as Ruby's Float(s) does: "1.5", "010" (decimal,
// 10.0), "1e-3", "0x1F". A value too large for a Float reads as an
// infinity.
func rubyFloat(s string) (float64, bool) {
	f, err := rubyfmt.ParseFloat(s)
	return f, err == nil
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
