package types

import (
	"errors"
	"math"
	"math/big"

	"prepl/internal/ruby/rubyfmt"
)

// spanBound is one end of a Timespan type. Puppet keeps a bound given as
// a Float (Timespan[1.5], or a hash of fields holding a Float) as a Ruby
// Float of nanoseconds, and such a bound prints its fraction of a second
// without dropping trailing zeroes (Timespan['0-00:00:01.500000000']);
// isFloat and nanos remember that Float, span is its truncated value.
type spanBound struct {
	span    Timespan
	nanos   float64
	isFloat bool
}

// String renders the bound as Puppet prints it inside a Timespan type.
func (b spanBound) String() string {
	if !b.isFloat {
		return b.span.String()
	}
	abs := math.Abs(b.nanos)
	whole, err := truncFloat(abs, "Timespan")
	if err != nil {
		return b.span.String()
	}
	span, err := timespanFromBig(whole)
	if err != nil {
		return b.span.String()
	}
	text, err := span.Format("%D-%H:%M:%S.")
	if err != nil {
		return b.span.String()
	}
	if b.nanos < 0 {
		text = "-" + text
	}
	return text + leadingDigits(rubyfmt.FloatToS(math.Mod(abs, 1e9)))
}

// leadingDigits is Ruby's String#to_i of a Float's to_s: the digits
// before the point (or before the exponent, as in 1.0e-05).
func leadingDigits(s string) string {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 {
		return "0"
	}
	return s[:n]
}

// floatSpanBound is the bound of a Float of nanoseconds.
func floatSpanBound(nanos float64) (spanBound, error) {
	n, err := truncFloat(nanos, "Timespan")
	if err != nil {
		return spanBound{}, err
	}
	span, err := timespanFromBig(n)
	if err != nil {
		return spanBound{}, err
	}
	return spanBound{span: span, nanos: nanos, isFloat: true}, nil
}

// timespanBoundFromHash is Timespan.from_hash: a string (and optional
// format), or the fields days, hours, minutes, seconds, milliseconds,
// microseconds and nanoseconds summed in Ruby arithmetic (a Float field
// makes the sum a Float) and negated when negative is truthy.
func timespanBoundFromHash(h *Hash) (spanBound, error) {
	if s, ok := h.GetString("string"); ok {
		str, _ := s.(String)
		span, err := ParseTimespan(string(str), formatsOf(h))
		return spanBound{span: span}, err
	}
	sum := rubySum{i: new(big.Int)}
	steps := []struct {
		mul  int64
		name string
	}{{1, "days"}, {24, "hours"}, {60, "minutes"}, {60, "seconds"}, {1000, "milliseconds"}, {1000, "microseconds"}, {1000, "nanoseconds"}}
	for _, step := range steps {
		v, _ := h.GetString(step.name)
		if err := sum.mulAdd(step.mul, v); err != nil {
			return spanBound{}, err
		}
	}
	if neg, ok := h.GetString("negative"); ok && IsTruthy(neg) {
		sum.negate()
	}
	if sum.isFloat {
		return floatSpanBound(sum.f)
	}
	span, err := timespanFromBig(sum.i)
	return spanBound{span: span}, err
}

// rubySum is a Ruby number being summed: an Integer until a Float joins.
type rubySum struct {
	i       *big.Int
	f       float64
	isFloat bool
}

// mulAdd sets the sum to sum*mul + v, where v is an Integer, a Float, or
// nil, undef or false for 0 (Ruby's `hash[key] || 0`).
func (s *rubySum) mulAdd(mul int64, v Value) error {
	if s.isFloat {
		s.f *= float64(mul)
	} else {
		s.i.Mul(s.i, big.NewInt(mul))
	}
	switch x := v.(type) {
	case nil, UndefValue, Bool:
		if x == Bool(true) {
			return s.coerceErr("true")
		}
	case Int:
		if s.isFloat {
			s.f += float64(x)
		} else {
			s.i.Add(s.i, big.NewInt(int64(x)))
		}
	case Float:
		if !s.isFloat {
			s.f, _ = new(big.Float).SetInt(s.i).Float64()
			s.isFloat = true
		}
		s.f += float64(x)
	default:
		return s.coerceErr(RubyClassName(v))
	}
	return nil
}

// coerceErr is Ruby's TypeError for adding what to the sum.
func (s *rubySum) coerceErr(what string) error {
	into := "Integer"
	if s.isFloat {
		into = "Float"
	}
	return errors.New(what + " can't be coerced into " + into)
}

func (s *rubySum) negate() {
	if s.isFloat {
		s.f = -s.f
	} else {
		s.i.Neg(s.i)
	}
}
