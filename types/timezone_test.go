package types

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Region names are not time zones to Puppet, which reads zones with
// Ruby's strptime %z: "Illegal timezone", in strftime and in parsing.
func TestTimestampRegionZonesRejected(t *testing.T) {
	ts := TimestampFromInt(1472040794)
	for _, zone := range []string{"Europe/Stockholm", "America/New_York", "Asia/Kolkata", "Europe/Nowhere"} {
		_, err := ts.Format("%F %T %z %Z", zone)
		assert.EqualError(t, err, "Illegal timezone '"+zone+"'")
		_, err = ParseTimestampFormat("2016-08-24 14:13:14", "%F %T", zone)
		assert.EqualError(t, err, "Illegal timezone '"+zone+"'")
		_, err = ParseTimestamp("2016-01-01", nil, zone)
		assert.EqualError(t, err, "Illegal timezone '"+zone+"'")
	}
	got, err := ts.Format("%F %T %z %Z", "CEST")
	require.NoError(t, err)
	assert.Equal(t, "2016-08-24 14:13:14 +0200 ", got)
}

// "current" is the machine's offset, as Ruby's Time.now.utc_offset.
func TestTimestampCurrentZone(t *testing.T) {
	_, off := time.Now().Zone()
	ts := TimestampFromInt(1472040794)
	got, err := ts.Format("%s %z", "current")
	require.NoError(t, err)
	want, err := ts.Format("%s %z", formatOffsetName(off))
	require.NoError(t, err)
	assert.Equal(t, want, got)
	parsed, err := ParseTimestampFormat("2016-08-24 12:13:14", "%F %T", "current")
	require.NoError(t, err)
	assert.Equal(t, int64(1472040794-off), parsed.WholeSeconds())
}

func formatOffsetName(off int) string {
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	return sign + string(rune('0'+off/36000)) + string(rune('0'+off/3600%10)) + ":" +
		string(rune('0'+off/600%6)) + string(rune('0'+off/60%10))
}

func TestNow(t *testing.T) {
	before := time.Now().Unix()
	n := Now()
	after := time.Now().Unix()
	assert.GreaterOrEqual(t, n.WholeSeconds(), before)
	assert.LessOrEqual(t, n.WholeSeconds(), after)
}

// Beyond about ±292 billion years the values are out of range, where
// Puppet (with unbounded integers) goes on.
func TestTimeRangeLimits(t *testing.T) {
	maxSpan := Timespan{sec: math.MaxInt64, nsec: 999999999}
	_, err := maxSpan.Add(NewTimespan(1))
	assert.ErrorIs(t, err, errTimeRange)
	minSpan := Timespan{sec: math.MinInt64}
	_, err = minSpan.Neg()
	assert.ErrorIs(t, err, errTimeRange)
	_, err = minSpan.Sub(NewTimespan(1))
	assert.ErrorIs(t, err, errTimeRange)
	_, err = maxSpan.MulInt(2)
	assert.ErrorIs(t, err, errTimeRange)
	_, err = NewTimespan(1).MulFloat(math.Inf(1))
	assert.EqualError(t, err, "Infinity cannot be converted to a Timespan")
	_, err = NewTimespan(1).MulFloat(math.NaN())
	assert.EqualError(t, err, "NaN cannot be converted to a Timespan")
	_, err = TimestampFromSeconds(math.Inf(-1))
	assert.EqualError(t, err, "-Infinity cannot be converted to a Timestamp")
	_, err = TimespanFromParts(math.MaxInt64, math.MaxInt64, 0, 0, 0, 0, 0)
	assert.ErrorIs(t, err, errTimeRange)
	_, err = Timestamp(maxSpan).AddSpan(NewTimespan(1))
	assert.ErrorIs(t, err, errTimeRange)
	_, err = Timestamp(maxSpan).Sub(Timestamp(minSpan))
	assert.ErrorIs(t, err, errTimeRange)
	_, err = Timestamp(maxSpan).Format("%F", "+01:00")
	assert.ErrorIs(t, err, errTimeRange)

	// Nanoseconds clamps; Parts and Big are exact.
	assert.Equal(t, int64(math.MaxInt64), maxSpan.Nanoseconds())
	assert.Equal(t, int64(math.MinInt64), minSpan.Nanoseconds())
	s, n := maxSpan.Parts()
	assert.Equal(t, int64(math.MaxInt64), s)
	assert.Equal(t, int64(999999999), n)
	back, err := TimespanFromBig(maxSpan.Big())
	require.NoError(t, err)
	assert.Equal(t, maxSpan, back)

	// 128-bit intermediate values that end up in range.
	d, err := TimespanFromParts(106752, -24, 0, 0, 0, 0, 0)
	require.NoError(t, err)
	assert.Equal(t, "106751-00:00:00.0", d.String())
	d, err = TimespanFromParts(0, 0, 0, 0, 0, math.MaxInt64, 0)
	require.NoError(t, err)
	assert.Equal(t, "106751991-04:00:54.775807", d.String())
}

func TestTimeNumbers(t *testing.T) {
	d, err := TimespanFromSeconds(-1.5)
	require.NoError(t, err)
	assert.Equal(t, -1.5, d.Seconds())
	assert.Equal(t, int64(-2), d.WholeSeconds())
	assert.True(t, d.Negative())
	assert.Equal(t, int64(-1500000000), d.Nanoseconds())
	ts, err := TimestampFromSeconds(-0.25)
	require.NoError(t, err)
	sec, nsec := ts.Unix()
	assert.Equal(t, int64(-1), sec)
	assert.Equal(t, int64(750000000), nsec)
	assert.Equal(t, -0.25, ts.Seconds())
	_, ok := ts.CompareFloat(math.NaN())
	assert.False(t, ok)
	assert.Equal(t, "1969-12-31T23:59:59.750000000 UTC", ts.String())
}
