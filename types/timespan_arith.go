package types

import (
	"math"
	"math/big"
)

// Add is Timespan + Timespan. Timespan + Integer or Float adds that many
// seconds: Add(TimespanFromInt(i)) or Add(TimespanFromSeconds(f)).
func (t Timespan) Add(o Timespan) (Timespan, error) {
	s, n, ok := addParts(t.sec, t.nsec, o.sec, o.nsec)
	if !ok {
		return Timespan{}, errTimeRange
	}
	return Timespan{sec: s, nsec: n}, nil
}

// Sub is Timespan - Timespan (and, through TimespanFromInt or
// TimespanFromSeconds, Timespan - Integer or Float and Integer or Float -
// Timespan).
func (t Timespan) Sub(o Timespan) (Timespan, error) {
	ns, nn, ok := negParts(o.sec, o.nsec)
	if !ok {
		return Timespan{}, errTimeRange
	}
	return t.Add(Timespan{sec: ns, nsec: nn})
}

// Neg is -Timespan.
func (t Timespan) Neg() (Timespan, error) {
	s, n, ok := negParts(t.sec, t.nsec)
	if !ok {
		return Timespan{}, errTimeRange
	}
	return Timespan{sec: s, nsec: n}, nil
}

// MulInt is Timespan * Integer (exact).
func (t Timespan) MulInt(i int64) (Timespan, error) {
	return timespanFromBig(new(big.Int).Mul(t.Big(), big.NewInt(i)))
}

// toFloat converts nanoseconds to a double as Ruby converts an Integer
// (rounding to nearest).
func toFloat(n *big.Int) float64 {
	if n.IsInt64() {
		return float64(n.Int64())
	}
	f, _ := new(big.Float).SetInt(n).Float64()
	return f
}

// MulFloat is Timespan * Float: the nanoseconds times f in floating point,
// truncated toward zero.
func (t Timespan) MulFloat(f float64) (Timespan, error) {
	n, err := truncFloat(toFloat(t.Big())*f, "Timespan")
	if err != nil {
		return Timespan{}, err
	}
	return timespanFromBig(n)
}

// DivInt is Timespan / Integer: the nanoseconds divided and rounded toward
// negative infinity.
func (t Timespan) DivInt(i int64) (Timespan, error) {
	if i == 0 {
		return Timespan{}, ErrDivisionByZero
	}
	return timespanFromBig(floorQuo(t.Big(), big.NewInt(i)))
}

// floorQuo divides rounding toward negative infinity.
func floorQuo(a, b *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
	}
	return q
}

// DivFloat is Timespan / Float: the nanoseconds divided in floating point
// and rounded toward negative infinity.
func (t Timespan) DivFloat(f float64) (Timespan, error) {
	if f == 0 {
		return Timespan{}, ErrDivisionByZero
	}
	n, err := truncFloat(math.Floor(toFloat(t.Big())/f), "Timespan")
	if err != nil {
		return Timespan{}, err
	}
	return timespanFromBig(n)
}

// DivSpan is Timespan / Timespan, a Float (Infinity or NaN when o is
// zero; the caller decides what to do with those).
func (t Timespan) DivSpan(o Timespan) float64 {
	a, b := t.Big(), o.Big()
	if a.IsInt64() && b.IsInt64() {
		return float64(a.Int64()) / float64(b.Int64())
	}
	if b.Sign() == 0 {
		return toFloat(a) / 0
	}
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	return f
}

// ModInt is Timespan % Integer: the whole seconds (rounded toward negative
// infinity) modulo i, with the sign of i, an Integer.
func (t Timespan) ModInt(i int64) (int64, error) {
	if i == 0 {
		return 0, ErrDivisionByZero
	}
	m := t.sec % i
	if m != 0 && (m < 0) != (i < 0) {
		m += i
	}
	return m, nil
}

// Compare orders two spans (-1, 0, 1).
func (t Timespan) Compare(o Timespan) int { return cmpParts(t.sec, t.nsec, o.sec, o.nsec) }

// CompareInt compares with an Integer of seconds as Puppet does: the
// span's whole seconds (rounded toward negative infinity) against i, so
// Timespan(1.5) == 1.
func (t Timespan) CompareInt(i int64) int { return cmpParts(t.sec, 0, i, 0) }

// CompareFloat compares with a Float of seconds; false when f is NaN.
func (t Timespan) CompareFloat(f float64) (int, bool) { return partsCompareFloat(t.sec, t.nsec, f) }

// Seconds returns the span in seconds as a Float.
func (t Timespan) Seconds() float64 { return partsSeconds(t.sec, t.nsec) }

// WholeSeconds returns the span in whole seconds, rounded toward negative
// infinity (what %d formats and Integer(timespan) give).
func (t Timespan) WholeSeconds() int64 { return t.sec }
