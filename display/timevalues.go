package display

import (
	"fmt"

	"prepl/types"
)

const nanosPerSecond = 1_000_000_000

// appendTimespan formats a Timespan: %s its D-HH:MM:SS.F form, %p the
// Timespan('<%s>') form, integer letters its whole seconds and float
// letters its seconds with fraction.
func appendTimespan(out []byte, f *Format, t types.Timespan) ([]byte, error) {
	n := t.Nanoseconds()
	return appendTime(out, f, "Timespan", timeText(t), floorDiv(n, nanosPerSecond), fdiv(n))
}

// appendTimestamp formats a Timestamp like appendTimespan, counting
// seconds from the epoch.
func appendTimestamp(out []byte, f *Format, t types.Timestamp) ([]byte, error) {
	sec, nsec := t.Unix()
	secs := float64(sec) + float64(nsec)/nanosPerSecond
	if sec > -(1<<63)/nanosPerSecond && sec < (1<<63-1)/nanosPerSecond {
		secs = fdiv(sec*nanosPerSecond + nsec)
	}
	return appendTime(out, f, "Timestamp", timeText(t), sec, secs)
}

func appendTime(out []byte, f *Format, typeName, text string, secs int64, fsecs float64) ([]byte, error) {
	switch f.verb {
	case 's':
		return f.kernelText(out, 's', text)
	case 'p':
		return f.kernelText(out, 'p', typeName+"("+types.QuoteString(text)+")")
	case 'd', 'x', 'X', 'o', 'b', 'B':
		return f.kernelInt(out, f.verb, secs)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return f.kernelFloat(out, f.verb, fsecs)
	}
	return nil, illegalFormat(typeName, f.verb, "dxXobBeEfgGaAsp")
}

// floorDiv divides rounding towards negative infinity, as Ruby does.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// fdiv is Ruby's Integer#fdiv(1_000_000_000): both sides divided by their
// greatest common divisor first, then one floating point division.
func fdiv(n int64) float64 {
	a, b := n, int64(nanosPerSecond)
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 0
	}
	return float64(n/a) / float64(nanosPerSecond/a)
}

// timeText is a Timespan's or Timestamp's default string form, which the
// types package provides through String.
func timeText(v types.Value) string {
	if s, ok := v.(fmt.Stringer); ok {
		return s.String()
	}
	return types.Infer(v).String()
}
