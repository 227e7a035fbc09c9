// Package psych resolves YAML plain scalars as Ruby's YAML library
// (Psych's ScalarScanner, YAML 1.1) does: yes/no/on/off are booleans,
// 0755 is octal, 1:30 is sexagesimal, an exponent needs a sign, a date
// or time is a Ruby class of its own. Puppet reads Hiera data this way,
// and stdlib's YAML functions read and write text by the same rules.
package psych

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/internal/lazyre"
	"prepl/types"
)

// Kind is what Psych makes of a plain scalar.
type Kind int

// The kinds of scalar.
const (
	// String: the text itself.
	String Kind = iota
	// Value: undef, a Boolean, an Integer or a Float (Scalar.Value).
	Value
	// BigInt: an integer beyond 64 bits (Scalar.Big).
	BigInt
	// Time and Date: Ruby's Time and Date, which safe_load refuses.
	Time
	Date
	// Symbol: a Ruby Symbol (Scalar.Text is its name).
	Symbol
	// Invalid: Ruby fails to convert the number (Scalar.Text is Ruby's
	// message, e.g. invalid value for Integer(): "0x").
	Invalid
)

// Scalar is a resolved plain scalar.
type Scalar struct {
	Kind  Kind
	Value types.Value
	Big   *big.Int
	Text  string
}

// The patterns of Psych's ScalarScanner. Ruby's ^ and $ match at every
// line, hence (?m).
var (
	wordLike    = lazyre.New(`(?m)^[^\d.:-]?[\p{L}\p{M}\p{Nl}_\s!@#$%\^&*(){}<>|/\\~;=]+`)
	notYTONF    = lazyre.New(`(?mi)^[^ytonf~]`)
	nullWord    = lazyre.New(`(?mi)^null$`)
	trueWord    = lazyre.New(`(?mi)^(yes|true|on)$`)
	falseWord   = lazyre.New(`(?mi)^(no|false|off)$`)
	timeLike    = lazyre.New(`(?m)^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$`)
	dateLike    = lazyre.New(`(?m)^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`)
	posInf      = lazyre.New(`(?mi)^\+?\.inf$`)
	negInf      = lazyre.New(`(?mi)^-\.inf$`)
	nan         = lazyre.New(`(?mi)^\.nan$`)
	symbolLike  = lazyre.New(`(?m)^:.`)
	quotedSym   = lazyre.New(`^:(["'])(.*)(["'])`)
	sexagesimal = lazyre.New(`(?m)^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$`)
	sexaFloat   = lazyre.New(`(?m)^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\.[0-9_]*$`)
	floatLike   = lazyre.New(`(?m)^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?)$`)
	loneDot     = lazyre.New(`^[-+]?\.$`)
	intLike     = lazyre.New(`(?m)^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$`)
	floatClean  = lazyre.New(`[,_]|\.([Ee]|$)`)
)

func value(v types.Value) Scalar { return Scalar{Kind: Value, Value: v} }

// Resolve resolves a plain scalar as ScalarScanner#tokenize.
func Resolve(s string) Scalar {
	switch {
	case s == "":
		return value(types.Undef)
	case wordLike().MatchString(s) || strings.Contains(s, "\n"):
		switch {
		case utf8.RuneCountInString(s) > 5, notYTONF().MatchString(s):
		case s == "~" || nullWord().MatchString(s):
			return value(types.Undef)
		case trueWord().MatchString(s):
			return value(types.True)
		case falseWord().MatchString(s):
			return value(types.False)
		}
		return Scalar{Kind: String}
	case timeLike().MatchString(s):
		return Scalar{Kind: Time}
	case dateLike().MatchString(s):
		return Scalar{Kind: Date}
	case posInf().MatchString(s):
		return value(types.Float(math.Inf(1)))
	case negInf().MatchString(s):
		return value(types.Float(math.Inf(-1)))
	case nan().MatchString(s):
		return value(types.Float(math.NaN()))
	case symbolLike().MatchString(s):
		if m := quotedSym().FindStringSubmatch(s); m != nil && m[1] == m[3] {
			return Scalar{Kind: Symbol, Text: strings.TrimPrefix(m[2], ":")}
		}
		return Scalar{Kind: Symbol, Text: strings.TrimPrefix(s, ":")}
	case sexagesimal().MatchString(s):
		return sexagesimalValue(s, false)
	case sexaFloat().MatchString(s):
		return sexagesimalValue(s, true)
	case floatLike().MatchString(s):
		if loneDot().MatchString(s) {
			return Scalar{Kind: String}
		}
		return Float(floatClean().ReplaceAllString(s, "$1"))
	case intLike().MatchString(s):
		return integer(strings.NewReplacer(",", "", "_", "").Replace(s))
	}
	return Scalar{Kind: String}
}

// sexagesimalValue sums the parts of 1:30:00 as Psych does (each part's
// to_i or to_f times 60 to the power of its distance from the third part;
// only the first part carries the sign).
func sexagesimalValue(s string, float bool) Scalar {
	parts := strings.Split(s, ":")
	if float {
		total := 0.0
		for i, p := range parts {
			f, _ := strconv.ParseFloat(digits(p, true), 64)
			total += f * math.Pow(60, math.Abs(float64(i-2)))
		}
		return value(types.Float(total))
	}
	total := new(big.Int)
	for i, p := range parts {
		n := big.NewInt(ToI(p))
		total.Add(total, n.Mul(n, big.NewInt(int64(math.Pow(60, math.Abs(float64(i-2)))))))
	}
	if !total.IsInt64() {
		return Scalar{Kind: BigInt, Big: total}
	}
	return value(types.Int(total.Int64()))
}

// ToI is Ruby's String#to_i: an optional sign and digits, single
// underscores allowed between digits; anything after is ignored.
func ToI(s string) int64 {
	n, _ := strconv.ParseInt(digits(s, false), 10, 64)
	return n
}

func digits(s string, fraction bool) string {
	var b strings.Builder
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		b.WriteByte(s[i])
		i++
	}
	dot := false
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			b.WriteByte(c)
		case c == '_' && i > 0 && isDigit(s[i-1]) && i+1 < len(s) && isDigit(s[i+1]):
		case c == '.' && fraction && !dot && i+1 < len(s) && isDigit(s[i+1]):
			dot = true
			b.WriteByte(c)
		default:
			return b.String()
		}
	}
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// Float is Kernel#Float on a cleaned number text.
func Float(s string) Scalar {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !isRange(err) {
		return Scalar{Kind: Invalid, Text: fmt.Sprintf("invalid value for Float(): %s", strconv.Quote(s))}
	}
	return value(types.Float(f))
}

// integer is Kernel#Integer on a cleaned text (0b, 0 and 0x prefixes
// select the base).
func integer(s string) Scalar {
	n, err := strconv.ParseInt(s, 0, 64)
	if err == nil {
		return value(types.Int(n))
	}
	if isRange(err) {
		b, ok := new(big.Int).SetString(s, 0)
		if ok {
			return Scalar{Kind: BigInt, Big: b}
		}
	}
	return Scalar{Kind: Invalid, Text: fmt.Sprintf("invalid value for Integer(): %s", strconv.Quote(s))}
}

func isRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}
