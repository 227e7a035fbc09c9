package display

import (
	"prepl/types/quote"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

const nanosPerSecond = 1_000_000_000

// appendTimespan formats a Timespan as Puppet's Kernel#format call does:
// %s its D-HH:MM:SS.F form, integer letters its whole seconds, float
// letters its seconds with fraction, %c the character of its seconds.
// %p gives the specification's Timespan('<%s>') form (Puppet 7 prints a
// Ruby object there).
func appendTimespan(out []byte, f *Format, t types.Timespan) ([]byte, error) {
	n := t.Nanoseconds()
	return appendTime(out, f, "Timespan", t.String(), floorDiv(n, nanosPerSecond), fdiv(n))
}

// appendTimestamp formats a Timestamp like appendTimespan, counting
// seconds from the epoch.
func appendTimestamp(out []byte, f *Format, t types.Timestamp) ([]byte, error) {
	sec, nsec := t.Unix()
	secs := float64(sec) + float64(nsec)/nanosPerSecond
	if sec > -(1<<63)/nanosPerSecond && sec < (1<<63-1)/nanosPerSecond {
		secs = fdiv(sec*nanosPerSecond + nsec)
	}
	return appendTime(out, f, "Timestamp", t.String(), sec, secs)
}

func appendTime(out []byte, f *Format, typeName, text string, secs int64, fsecs float64) ([]byte, error) {
	if f.rubyErr != nil {
		return nil, f.rubyErr
	}
	switch f.verb {
	case 's':
		return f.kernelText(out, 's', text)
	case 'p':
		return f.kernelText(out, 'p', typeName+"("+quote.Single(text)+")")
	case 'd', 'i', 'u', 'x', 'X', 'o', 'b', 'B':
		return f.kernelInt(out, f.verb, secs)
	case 'e', 'E', 'f', 'g', 'G', 'a', 'A':
		return f.kernelFloat(out, f.verb, fsecs)
	case 'c':
		if secs < 0 || secs > utf8.MaxRune {
			return nil, errorf("invalid character")
		}
		// Ruby's %c of the number of seconds: the character, with the
		// flags of a %s.
		char := string(rune(secs))
		return f.kernel(out, 'c', func(out []byte) []byte {
			return rubyfmt.AppendString(out, f.withVerb('s'), char)
		})
	}
	return nil, errorf("malformed format string - %%%c", f.verb)
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
