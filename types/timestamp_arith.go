package types

// AddSpan is Timestamp + Timespan (and Timespan + Timestamp; Timestamp +
// Integer or Float through TimespanFromInt or TimespanFromSeconds).
func (t Timestamp) AddSpan(d Timespan) (Timestamp, error) {
	s, n, ok := addParts(t.sec, t.nsec, d.sec, d.nsec)
	if !ok {
		return Timestamp{}, errTimeRange
	}
	return Timestamp{sec: s, nsec: n}, nil
}

// SubSpan is Timestamp - Timespan (and Timestamp - Integer or Float).
func (t Timestamp) SubSpan(d Timespan) (Timestamp, error) {
	neg, err := d.Neg()
	if err != nil {
		return Timestamp{}, err
	}
	return t.AddSpan(neg)
}

// Sub is Timestamp - Timestamp, the Timespan between them.
func (t Timestamp) Sub(o Timestamp) (Timespan, error) {
	return Timespan(t).Sub(Timespan(o))
}

// Compare orders two timestamps (-1, 0, 1).
func (t Timestamp) Compare(o Timestamp) int { return cmpParts(t.sec, t.nsec, o.sec, o.nsec) }

// CompareInt compares with an Integer of seconds since the epoch as Puppet
// does: the whole seconds (rounded toward negative infinity) against i.
func (t Timestamp) CompareInt(i int64) int { return cmpParts(t.sec, 0, i, 0) }

// CompareFloat compares with a Float of seconds since the epoch; false
// when f is NaN.
func (t Timestamp) CompareFloat(f float64) (int, bool) { return partsCompareFloat(t.sec, t.nsec, f) }

// Seconds returns the seconds since the epoch as a Float.
func (t Timestamp) Seconds() float64 { return partsSeconds(t.sec, t.nsec) }

// WholeSeconds returns the whole seconds since the epoch, rounded toward
// negative infinity.
func (t Timestamp) WholeSeconds() int64 { return t.sec }
