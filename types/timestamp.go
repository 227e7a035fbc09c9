package types

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"prepl/types/puptime"
)

// The formats Timestamp(string) tries when none is given: with a zone
// designator first, and only those without one when a timezone argument
// is given.
var (
	timestampFormatsNoZone = []string{"%FT%T.%N", "%FT%T", "%F %T.%N", "%F %T", "%F"}
	timestampFormats       = append([]string{"%FT%T.%N %Z", "%FT%T %Z", "%F %T.%N %Z", "%F %T %Z", "%F %Z"}, timestampFormatsNoZone...)
)

// Now returns the current time.
func Now() Timestamp {
	t := time.Now()
	return Timestamp{sec: t.Unix(), nsec: int32(t.Nanosecond())}
}

func timestampFromBig(n *big.Int) (Timestamp, error) {
	s, ns, ok := splitNanos(n)
	if !ok {
		return Timestamp{}, errTimeRange
	}
	return Timestamp{sec: s, nsec: ns}, nil
}

// Big returns the nanoseconds since the epoch.
func (t Timestamp) Big() *big.Int { return joinNanos(t.sec, t.nsec) }

// TimestampFromSeconds converts a Float of seconds since the epoch as
// Timestamp(1.5) does (the product with 10^9 is truncated toward zero).
func TimestampFromSeconds(f float64) (Timestamp, error) {
	n, err := floatNanos(f, "Timestamp")
	if err != nil {
		return Timestamp{}, err
	}
	return timestampFromBig(n)
}

// TimestampFromInt is Timestamp(seconds) for an Integer.
func TimestampFromInt(seconds int64) Timestamp { return Timestamp{sec: seconds} }

// ParseTimestamp parses s as Timestamp(string, [formats], timezone) does:
// each format is tried in turn (strptime directives) and the first that
// reads all of s wins; nil formats means Puppet's default list. The time
// is in UTC unless the string has a zone (%z, %Z) or timezone is given; a
// format whose zone designator matched is skipped when a timezone is
// given.
func ParseTimestamp(s string, formats []string, timezone string) (Timestamp, error) {
	hasTZ := timezone != ""
	if formats == nil {
		formats = timestampFormats
		if hasTZ {
			formats = timestampFormatsNoZone
		}
	}
	for _, f := range formats {
		p, ok := puptime.Strptime(s, f)
		if !ok || p.HasLeftover || (hasTZ && p.HasZone) {
			continue
		}
		return timestampFromParsed(s, f, p, timezone)
	}
	return Timestamp{}, fmt.Errorf("Unable to parse '%s' using any of the formats %s", s, strings.Join(formats, ", "))
}

// ParseTimestampFormat parses s with one format, as Timestamp(string,
// format, timezone) does; a zone in the string and a timezone argument
// exclude each other.
func ParseTimestampFormat(s, format, timezone string) (Timestamp, error) {
	p, ok := puptime.Strptime(s, format)
	if !ok || p.HasLeftover {
		return Timestamp{}, fmt.Errorf("Unable to parse '%s' using format '%s'", s, format)
	}
	if timezone != "" && p.HasZone {
		return Timestamp{}, fmt.Errorf("Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument")
	}
	return timestampFromParsed(s, format, p, timezone)
}

// fieldOr returns a parsed field or its default.
func fieldOr(f puptime.Field, def int64) int64 {
	if f.Set {
		return f.V
	}
	return def
}

// timestampFromParsed builds the time from the year, month, day, hour,
// minute, second and fraction that were read (as Ruby's Time.utc does:
// days past the month's end and second 60 roll over, hour 24 is the next
// midnight) and subtracts the zone's offset.
func timestampFromParsed(s, format string, p *puptime.Parsed, timezone string) (Timestamp, error) {
	if timezone == "" && p.HasZone {
		timezone = p.Zone
	}
	if !p.Year.Set {
		return Timestamp{}, fmt.Errorf("Unable to parse '%s' using format '%s': the format has no year", s, format)
	}
	if p.Year.Big != nil {
		return Timestamp{}, errTimeRange
	}
	hour, minute, sec := fieldOr(p.Hour, 0), fieldOr(p.Min, 0), fieldOr(p.Sec, 0)
	if hour == 24 && minute > 0 {
		return Timestamp{}, fmt.Errorf("min out of range")
	}
	if hour == 24 && sec > 0 {
		return Timestamp{}, fmt.Errorf("sec out of range")
	}
	local, ok := puptime.UnixOf(p.Year.V, int(fieldOr(p.Mon, 1)), int(fieldOr(p.MDay, 1)), hour*3600+minute*60+sec)
	if !ok {
		return Timestamp{}, errTimeRange
	}
	value := new(big.Rat).SetInt64(local)
	if p.SecFraction != nil {
		if p.SecFraction.Sign() < 0 || p.SecFraction.Cmp(big.NewRat(1, 1)) >= 0 {
			return Timestamp{}, fmt.Errorf("subsecx out of range")
		}
		value.Add(value, p.SecFraction)
	}
	if timezone != "" {
		zone, err := puptime.LookupZone(timezone)
		if err != nil {
			return Timestamp{}, err
		}
		value.Sub(value, zone.Offset())
	}
	value.Mul(value, new(big.Rat).SetInt(bigBillion))
	return timestampFromBig(floorQuo(value.Num(), value.Denom()))
}

// civil breaks the time down for strftime: in UTC when timezone is "",
// else in that zone (see puptime.LookupZone for the names accepted).
func (t Timestamp) civil(timezone string) (puptime.Civil, error) {
	if timezone == "" {
		c := puptime.CivilAt(t.sec, int(t.nsec), 0)
		c.UTC = true
		return c, nil
	}
	zone, err := puptime.LookupZone(timezone)
	if err != nil {
		return puptime.Civil{}, err
	}
	off, utc, err := zone.FormatOffset()
	if err != nil {
		return puptime.Civil{}, err
	}
	if (off > 0 && t.sec > maxSec.Int64()-off) || (off < 0 && t.sec < minSec.Int64()-off) {
		return puptime.Civil{}, errTimeRange
	}
	c := puptime.CivilAt(t.sec, int(t.nsec), off)
	c.UTC = utc
	return c, nil
}

// Format renders the time with strftime directives as Ruby's
// Time#strftime does (the full set, with the flags - _ 0 ^ # : and
// widths), in UTC when timezone is "" and in that time zone otherwise;
// %Z is "UTC" in UTC and empty for an offset zone.
func (t Timestamp) Format(format, timezone string) (string, error) {
	c, err := t.civil(timezone)
	if err != nil {
		return "", err
	}
	return puptime.Strftime(format, &c)
}

// String renders the time as Puppet prints it:
// 2016-09-06T08:34:59.000000000 UTC.
func (t Timestamp) String() string {
	c := puptime.CivilAt(t.sec, int(t.nsec), 0)
	c.UTC = true
	// The format is valid, so Strftime cannot fail.
	s, _ := puptime.Strftime("%FT%T.%N %Z", &c)
	return s
}
