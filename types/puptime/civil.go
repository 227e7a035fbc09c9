// Package puptime holds the time engines behind Puppet's Timespan and
// Timestamp values: Ruby's Time#strftime and Date._strptime (which Puppet
// uses for Timestamps), Puppet's own Timespan format language, and time
// zone names as Ruby reads them. Dates are proleptic Gregorian with years
// far beyond what package time handles.
package puptime

// Civil is a broken-down time: the fields strftime prints.
type Civil struct {
	Year                 int64
	Month, Day           int // 1..12, 1..31
	Hour, Minute, Second int
	Nanosecond           int // 0..999999999
	Weekday              int // 0 = Sunday
	YearDay              int // 1..366
	Offset               int64
	UTC                  bool  // %Z prints "UTC" (else nothing) and %-z prints -0000
	Unix                 int64 // seconds since the epoch, for %s
}

// floorDiv and floorMod divide rounding toward negative infinity, as Ruby
// does.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 {
	return a - floorDiv(a, b)*b
}

// isLeap reports whether year is a Gregorian leap year.
func isLeap(year int64) bool {
	return floorMod(year, 4) == 0 && (floorMod(year, 100) != 0 || floorMod(year, 400) == 0)
}

// daysFromCivil returns the days since 1970-01-01 of a date; the month and
// day must be valid (1..12, 1..31) but the day may run past the month's
// end, which rolls into the next month.
func daysFromCivil(y int64, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	mp := int64((m + 9) % 12)
	doy := (153*mp+2)/5 + int64(d) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// civilFromDays is the inverse of daysFromCivil.
func civilFromDays(z int64) (y int64, m, d int) {
	z += 719468
	era := floorDiv(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y = yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d = int(doy - (153*mp+2)/5 + 1)
	if mp < 10 {
		m = int(mp + 3)
	} else {
		m = int(mp - 9)
	}
	if m <= 2 {
		y++
	}
	return y, m, d
}

// CivilAt breaks the instant sec.nsec (seconds since the epoch) down in
// the time zone with the given offset east of UTC.
func CivilAt(sec int64, nsec int, offset int64) Civil {
	local := sec + offset
	days := floorDiv(local, 86400)
	rem := int(local - days*86400)
	y, m, d := civilFromDays(days)
	return Civil{
		Year: y, Month: m, Day: d,
		Hour: rem / 3600, Minute: rem / 60 % 60, Second: rem % 60,
		Nanosecond: nsec,
		Weekday:    int(floorMod(days+4, 7)),
		YearDay:    int(days-daysFromCivil(y, 1, 1)) + 1,
		Offset:     offset,
		Unix:       sec,
	}
}

// UnixOf returns the seconds since the epoch of a date and a number of
// seconds into that day, as Ruby's Time.utc computes it: a day past the end
// of its month rolls into the next month, and the seconds may reach into
// the next day. false when the result does not fit 64 bits.
func UnixOf(year int64, month, day int, daySeconds int64) (int64, bool) {
	const limit = 106751991167300 // days that fit in int64 seconds
	if year > 292277026596 || year < -292277022657 {
		return 0, false
	}
	days := daysFromCivil(year, month, day)
	if days > limit || days < -limit {
		return 0, false
	}
	return days*86400 + daySeconds, true
}
