package types

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Timespan formats and the unit (in nanoseconds) their finest directive
// keeps. Puppet's %N and %L lose the leading zeroes of a fraction (1 ms
// prints as .1) and %N and %L pad on the right with spaces (a zero
// fraction prints as "0" and eight spaces), so a fraction round-trips only
// when its first digit is not 0, and with %N or %L only when it is not
// zero; the generator keeps to those spans.
var spanRoundTrips = []struct {
	format   string
	unit     int64
	fraction bool // the span must have a fraction
}{
	{"%D-%H:%M:%S.%-N", 1, false},
	{"%D-%H:%M:%S.%N", 1, true},
	{"%H:%M:%S.%N", 1, true},
	{"%M:%S.%-N", 1, false},
	{"%S.%N", 1, true},
	{"%D-%H:%M:%S.%L", 1e6, true},
	{"%D-%H:%M:%S", 1e9, false},
	{"%H:%M:%S", 1e9, false},
	{"%-H:%-M:%-S", 1e9, false},
	{"%_H:%_M:%_S", 1e9, false},
	{"%D days %H hours", 3600e9, false},
	{"%D-%H:%M", 60e9, false},
	{"%M", 60e9, false},
	{"%S", 1e9, false},
}

// randomSpan returns a span that a format can represent exactly: a
// multiple of unit whose fraction of a second is 0 (unless fraction) or at
// least 0.1 s.
func randomSpan(r *rand.Rand, unit int64, fraction bool) Timespan {
	sec := r.Int64N(1e12) - 5e11
	if unit >= 1e9 {
		sec -= sec % (unit / 1e9)
		return TimespanFromInt(sec)
	}
	frac := int64(0)
	if fraction || r.IntN(4) > 0 {
		frac = 1e8 + r.Int64N(9e8)
		frac -= frac % unit
	}
	d, _ := TimespanFromParts(0, 0, 0, sec, 0, 0, frac)
	if sec < 0 {
		// Keep the magnitude's fraction representable too.
		d, _ = TimespanFromParts(0, 0, 0, sec, 0, 0, -frac)
	}
	return d
}

func TestTimespanFormatParseRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rt := range spanRoundTrips {
		for range 500 {
			d := randomSpan(r, rt.unit, rt.fraction)
			s, err := d.Format(rt.format)
			require.NoError(t, err)
			back, err := ParseTimespanFormat(s, rt.format)
			require.NoError(t, err, "%s %q", rt.format, s)
			assert.Equal(t, d, back, "%s %q", rt.format, s)
		}
	}
	for range 2000 {
		d := randomSpan(r, 1, false)
		back, err := ParseTimespan(d.String(), nil)
		require.NoError(t, err, d.String())
		assert.Equal(t, d, back, d.String())
	}
}

// Timestamp formats that keep every nanosecond, with the zones they are
// printed in.
var stampRoundTrips = []struct {
	format, zone string
}{
	{"%FT%T.%N %Z", ""},
	{"%F %T.%N %z", "+09:00"},
	{"%F %T.%N %:z", "-05:30"},
	{"%F %T.%N %::z", "PST"},
	{"%Y %m%d %H%M%S %N %z", "Eastern Daylight Time"},
	{"%a %b %e %H:%M:%S.%N %Y %z", "CET"},
	{"%A %B %e %Y %I:%M:%S.%N %p", ""},
	{"%v %T.%N", ""},
}

func TestTimestampFormatParseRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, rt := range stampRoundTrips {
		for range 500 {
			// Years -9999 to 99999.
			ts := NewTimestamp(r.Int64N(3_500_000_000_000)-377_705_116_800, r.Int64N(1e9))
			s, err := ts.Format(rt.format, rt.zone)
			require.NoError(t, err)
			tz := ""
			if rt.format == "%A %B %e %Y %I:%M:%S.%N %p" || rt.format == "%v %T.%N" {
				tz = rt.zone
			}
			back, err := ParseTimestampFormat(s, rt.format, tz)
			require.NoError(t, err, "%s %q", rt.format, s)
			assert.Equal(t, ts, back, "%s %q", rt.format, s)
		}
	}
	for range 2000 {
		ts := NewTimestamp(r.Int64N(3_500_000_000_000)-377_705_116_800, r.Int64N(1e9))
		back, err := ParseTimestamp(ts.String(), nil, "")
		require.NoError(t, err, ts.String())
		assert.Equal(t, ts, back, ts.String())
	}
}
