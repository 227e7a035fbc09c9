package types

// Timespan is a Puppet Timespan: a signed duration with nanosecond
// precision. It covers about ±292 years; arithmetic that leaves that range
// is an error.
type Timespan struct {
	nanos int64
}

// NewTimespan returns the Timespan of the given number of nanoseconds.
func NewTimespan(nanos int64) Timespan { return Timespan{nanos: nanos} }

// Kind implements Value.
func (Timespan) Kind() Kind { return KTimespan }

// Nanoseconds returns the duration in nanoseconds.
func (t Timespan) Nanoseconds() int64 { return t.nanos }

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
