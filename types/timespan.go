package types

import (
	"math/big"

	"prepl/types/puptime"
)

func timespanFromBig(n *big.Int) (Timespan, error) {
	s, ns, ok := splitNanos(n)
	if !ok {
		return Timespan{}, errTimeRange
	}
	return Timespan{sec: s, nsec: ns}, nil
}

// TimespanFromBig returns the Timespan of n nanoseconds.
func TimespanFromBig(n *big.Int) (Timespan, error) { return timespanFromBig(n) }

// Big returns the span in nanoseconds.
func (t Timespan) Big() *big.Int { return joinNanos(t.sec, t.nsec) }

// TimespanFromParts computes
// (((((days*24 + hours)*60 + minutes)*60 + seconds)*1000 + millis)*1000 + micros)*1000 + nanos
// nanoseconds without intermediate overflow, as Timespan(days, hours,
// minutes, seconds, ...) does; any part may be negative or exceed its
// usual range.
func TimespanFromParts(days, hours, minutes, seconds, millis, micros, nanos int64) (Timespan, error) {
	n := big.NewInt(days)
	for _, step := range []struct{ mul, add int64 }{{24, hours}, {60, minutes}, {60, seconds}, {1000, millis}, {1000, micros}, {1000, nanos}} {
		n.Mul(n, big.NewInt(step.mul))
		n.Add(n, big.NewInt(step.add))
	}
	return timespanFromBig(n)
}

// TimespanFromSeconds converts a Float of seconds as Timespan(3.5) does
// (the product with 10^9 is truncated toward zero).
func TimespanFromSeconds(f float64) (Timespan, error) {
	n, err := floatNanos(f, "Timespan")
	if err != nil {
		return Timespan{}, err
	}
	return timespanFromBig(n)
}

// TimespanFromInt is Timespan(seconds) for an Integer.
func TimespanFromInt(seconds int64) Timespan { return Timespan{sec: seconds} }

// ParseTimespan parses s with the first of formats that accepts it, as
// Timespan(string, [formats]) does; nil formats means Puppet's default
// list. When none accepts s the error lists the formats; a format with an
// unknown directive is an error of its own.
func ParseTimespan(s string, formats []string) (Timespan, error) {
	var n *big.Int
	var err error
	if formats == nil {
		n, err = puptime.ParseSpanDefault(s)
	} else {
		n, err = puptime.ParseSpan(s, formats)
	}
	if err != nil {
		return Timespan{}, err
	}
	return timespanFromBig(n)
}

// ParseTimespanFormat parses s with one format, as Timespan(string,
// format) does.
func ParseTimespanFormat(s, format string) (Timespan, error) {
	f, err := puptime.CompileSpanFormat(format)
	if err != nil {
		return Timespan{}, err
	}
	n, err := f.Parse(s)
	if err != nil {
		return Timespan{}, err
	}
	return timespanFromBig(n)
}

// Negative reports whether the span is below zero.
func (t Timespan) Negative() bool { return t.sec < 0 }

// abs returns the magnitude in nanoseconds.
func (t Timespan) abs() *big.Int { return new(big.Int).Abs(t.Big()) }

// Format renders the span with a Timespan format (strftime on a
// Timespan): %D %H %M %S %L %N with the flags - _ 0 and widths; the
// highest unit in the format holds the total ("%H:%M" of 30 hours is
// 30:00) and a negative span starts with '-'.
func (t Timespan) Format(format string) (string, error) {
	f, err := puptime.CompileSpanFormat(format)
	if err != nil {
		return "", err
	}
	return f.Format(t.Negative(), t.abs()), nil
}

// String renders the span as Puppet prints it: %D-%H:%M:%S.%-N, e.g.
// 0-00:00:03.5 (the fraction loses its trailing zeroes, and its leading
// zeroes too, as in Puppet: 1 ms prints as .1).
func (t Timespan) String() string {
	return puptime.SpanDefaults[0].Format(t.Negative(), t.abs())
}
