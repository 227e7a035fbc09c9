package types

import (
	"errors"
	"math"
	"math/big"
)

// Timespan is a Puppet Timespan: a signed duration with nanosecond
// precision, held as whole seconds (rounded toward negative infinity) and
// the nanoseconds above them. It covers about ±292 billion years;
// arithmetic that leaves that range is an error.
type Timespan struct {
	sec  int64
	nsec int32 // 0 <= nsec < 1e9
}

// NewTimespan returns the Timespan of the given number of nanoseconds.
func NewTimespan(nanos int64) Timespan {
	return Timespan{sec: floorDivInt(nanos, 1e9), nsec: int32(floorModInt(nanos, 1e9))}
}

// Kind implements Value.
func (Timespan) Kind() Kind { return KTimespan }

// Nanoseconds returns the duration in nanoseconds, clamped to the int64
// range (about ±292 years); Parts gives the exact value of longer spans.
func (t Timespan) Nanoseconds() int64 { return clampNanos(t.sec, t.nsec) }

// Parts returns the span as whole seconds (rounded toward negative
// infinity) and the nanoseconds (0..999999999) above them.
func (t Timespan) Parts() (sec int64, nsec int64) { return t.sec, int64(t.nsec) }

// Timestamp is a Puppet Timestamp: a point in time with nanosecond
// precision, stored as seconds and nanoseconds since 1970-01-01 UTC so that
// any year Puppet can parse is representable.
type Timestamp struct {
	sec  int64
	nsec int32 // 0 <= nsec < 1e9
}

// NewTimestamp returns the Timestamp sec seconds plus nsec nanoseconds
// after the epoch; nsec may be any value and is normalized.
func NewTimestamp(sec int64, nsec int64) Timestamp {
	sec += nsec / 1e9
	nsec %= 1e9
	if nsec < 0 {
		nsec += 1e9
		sec--
	}
	return Timestamp{sec: sec, nsec: int32(nsec)}
}

// Kind implements Value.
func (Timestamp) Kind() Kind { return KTimestamp }

// Unix returns the seconds and nanoseconds since the epoch.
func (t Timestamp) Unix() (sec int64, nsec int64) { return t.sec, int64(t.nsec) }

// errTimeRange is returned when a Timespan or Timestamp leaves the range
// of 64-bit seconds.
var errTimeRange = errors.New("the result is outside the range of a Timespan or Timestamp (about ±292 billion years)")

// ErrDivisionByZero is returned by Timespan division and modulo by zero.
var ErrDivisionByZero = errors.New("divided by 0")

var (
	bigBillion = big.NewInt(1e9)
	minSec     = new(big.Int).SetInt64(math.MinInt64)
	maxSec     = new(big.Int).SetInt64(math.MaxInt64)
)

func floorDivInt(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorModInt(a, b int64) int64 { return a - floorDivInt(a, b)*b }

// splitNanos converts a count of nanoseconds into seconds (floored) and
// the nanoseconds above them; false when the seconds do not fit 64 bits.
func splitNanos(n *big.Int) (int64, int32, bool) {
	q, m := new(big.Int).DivMod(n, bigBillion, new(big.Int))
	if q.Cmp(minSec) < 0 || q.Cmp(maxSec) > 0 {
		return 0, 0, false
	}
	return q.Int64(), int32(m.Int64()), true
}

// joinNanos is the inverse of splitNanos.
func joinNanos(sec int64, nsec int32) *big.Int {
	n := big.NewInt(sec)
	n.Mul(n, bigBillion)
	return n.Add(n, big.NewInt(int64(nsec)))
}

func clampNanos(sec int64, nsec int32) int64 {
	n := joinNanos(sec, nsec)
	switch {
	case !n.IsInt64() && n.Sign() < 0:
		return math.MinInt64
	case !n.IsInt64():
		return math.MaxInt64
	}
	return n.Int64()
}

// addParts adds two (seconds, nanoseconds) values; false on overflow.
func addParts(as int64, an int32, bs int64, bn int32) (int64, int32, bool) {
	s := as + bs
	if (bs > 0 && s < as) || (bs < 0 && s > as) {
		return 0, 0, false
	}
	n := an + bn
	if n >= 1e9 {
		n -= 1e9
		if s == math.MaxInt64 {
			return 0, 0, false
		}
		s++
	}
	return s, n, true
}

// negParts negates a (seconds, nanoseconds) value; false on overflow.
func negParts(s int64, n int32) (int64, int32, bool) {
	if n == 0 {
		if s == math.MinInt64 {
			return 0, 0, false
		}
		return -s, 0, true
	}
	return -s - 1, 1e9 - n, true
}

func cmpParts(as int64, an int32, bs int64, bn int32) int {
	switch {
	case as < bs:
		return -1
	case as > bs:
		return 1
	case an < bn:
		return -1
	case an > bn:
		return 1
	}
	return 0
}

// partsSeconds converts to float seconds the way Ruby's Integer#fdiv does.
func partsSeconds(s int64, n int32) float64 {
	total := joinNanos(s, n)
	if total.IsInt64() {
		return float64(total.Int64()) / 1e9
	}
	f, _ := new(big.Rat).SetFrac(total, bigBillion).Float64()
	return f
}

// partsCompareFloat compares with a Float of seconds as Ruby's
// TimeData#<=> does (through to_f); false when f is NaN.
func partsCompareFloat(s int64, n int32, f float64) (int, bool) {
	if math.IsNaN(f) {
		return 0, false
	}
	v := partsSeconds(s, n)
	switch {
	case v < f:
		return -1, true
	case v > f:
		return 1, true
	}
	return 0, true
}

// floatNanos converts float seconds to nanoseconds as Ruby's
// (f * 1_000_000_000).to_i does: multiply in floating point, then truncate.
func floatNanos(f float64, what string) (*big.Int, error) {
	return truncFloat(f*1e9, what)
}

// truncFloat converts a Float of nanoseconds to an Integer, truncating
// toward zero as Ruby's Float#to_i does.
func truncFloat(p float64, what string) (*big.Int, error) {
	switch {
	case math.IsNaN(p):
		return nil, errors.New("NaN cannot be converted to a " + what)
	case math.IsInf(p, 1):
		return nil, errors.New("Infinity cannot be converted to a " + what)
	case math.IsInf(p, -1):
		return nil, errors.New("-Infinity cannot be converted to a " + what)
	}
	n, _ := big.NewFloat(p).Int(nil)
	return n, nil
}
