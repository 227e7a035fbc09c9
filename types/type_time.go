package types

import (
	"fmt"
	"math"
)

// TimespanType is Timespan[from, to]: durations in an inclusive range
// whose ends may be open.
type TimespanType struct {
	from, to         spanBound
	openFrom, openTo bool
}

// TimestampType is Timestamp[from, to]: points in time in an inclusive
// range whose ends may be open.
type TimestampType struct {
	from, to         Timestamp
	openFrom, openTo bool
}

// TTimespan and TTimestamp are the unbounded time types.
var (
	TTimespan  Type = timespanType
	TTimestamp Type = timestampType
)

var (
	timespanType  = &TimespanType{openFrom: true, openTo: true}
	timestampType = &TimestampType{openFrom: true, openTo: true}
)

// newTimespanType returns Timespan[from, to] of bounds that may remember
// the Ruby Float they were given as; nil ends are open.
func newTimespanType(from, to *spanBound) *TimespanType {
	t := &TimespanType{openFrom: from == nil, openTo: to == nil}
	if from != nil {
		t.from = *from
	}
	if to != nil {
		t.to = *to
	}
	if t.openFrom && t.openTo {
		return timespanType
	}
	return t
}

// NewTimestampType returns Timestamp[from, to]; nil ends are open.
func NewTimestampType(from, to *Timestamp) *TimestampType {
	t := &TimestampType{openFrom: from == nil, openTo: to == nil}
	if from != nil {
		t.from = *from
	}
	if to != nil {
		t.to = *to
	}
	if t.openFrom && t.openTo {
		return timestampType
	}
	return t
}

// Kind implementations.
func (*TimespanType) Kind() Kind  { return KType }
func (*TimestampType) Kind() Kind { return KType }

// Name implementations.
func (*TimespanType) Name() string  { return "Timespan" }
func (*TimestampType) Name() string { return "Timestamp" }

// String implementations.
func (t *TimespanType) String() string  { return typeString(t) }
func (t *TimestampType) String() string { return typeString(t) }

// From returns the lower bound and whether there is one.
func (t *TimespanType) From() (Timespan, bool) { return t.from.span, !t.openFrom }

// To returns the upper bound and whether there is one.
func (t *TimespanType) To() (Timespan, bool) { return t.to.span, !t.openTo }

// From returns the lower bound and whether there is one.
func (t *TimestampType) From() (Timestamp, bool) { return t.from, !t.openFrom }

// To returns the upper bound and whether there is one.
func (t *TimestampType) To() (Timestamp, bool) { return t.to, !t.openTo }

func cmpTimestamp(a, b Timestamp) int { return a.Compare(b) }

func cmpSpanBound(a, b spanBound) int { return a.span.Compare(b.span) }

// timeRange holds the bounds of a time type in a form both time types
// share, so the range logic is written once.
type timeRange[T any] struct {
	from, to         T
	openFrom, openTo bool
	cmp              func(a, b T) int
}

func (r timeRange[T]) contains(v T) bool {
	return (r.openFrom || r.cmp(v, r.from) >= 0) && (r.openTo || r.cmp(v, r.to) <= 0)
}

func (r timeRange[T]) containsRange(o timeRange[T]) bool {
	return (r.openFrom || !o.openFrom && r.cmp(r.from, o.from) <= 0) &&
		(r.openTo || !o.openTo && r.cmp(r.to, o.to) >= 0)
}

func (r timeRange[T]) intersects(o timeRange[T]) bool {
	below := func(a, b timeRange[T]) bool { return !a.openTo && !b.openFrom && a.cmp(a.to, b.from) < 0 }
	return !below(r, o) && !below(o, r)
}

func (r timeRange[T]) eql(o timeRange[T]) bool {
	return r.openFrom == o.openFrom && r.openTo == o.openTo &&
		(r.openFrom || r.cmp(r.from, o.from) == 0) && (r.openTo || r.cmp(r.to, o.to) == 0)
}

// union returns the smallest range holding both.
func (r timeRange[T]) union(o timeRange[T]) timeRange[T] {
	u := r
	if !u.openFrom && (o.openFrom || r.cmp(o.from, u.from) < 0) {
		u.from, u.openFrom = o.from, o.openFrom
	}
	if !u.openTo && (o.openTo || r.cmp(o.to, u.to) > 0) {
		u.to, u.openTo = o.to, o.openTo
	}
	return u
}

// formatTimeRange writes name['from', 'to']: an open lower end as
// default, the upper end only when bounded and different from the lower.
func formatTimeRange[T any](f *formatter, name string, r timeRange[T]) {
	if r.openFrom && r.openTo {
		f.str(name)
		return
	}
	f.params(name, func() {
		if r.openFrom {
			f.str("default")
		} else {
			f.quote(fmt.Sprint(r.from))
		}
		if !r.openTo && (r.openFrom || r.cmp(r.from, r.to) != 0) {
			f.sep()
			f.quote(fmt.Sprint(r.to))
		}
	})
}

func (t *TimespanType) rng() timeRange[spanBound] {
	return timeRange[spanBound]{t.from, t.to, t.openFrom, t.openTo, cmpSpanBound}
}

func (t *TimestampType) rng() timeRange[Timestamp] {
	return timeRange[Timestamp]{t.from, t.to, t.openFrom, t.openTo, cmpTimestamp}
}

func (t *TimespanType) isInstance(v Value, _ *guard) bool {
	x, ok := v.(Timespan)
	return ok && t.rng().contains(spanBound{span: x})
}

func (t *TimestampType) isInstance(v Value, _ *guard) bool {
	x, ok := v.(Timestamp)
	return ok && t.rng().contains(x)
}

func (t *TimespanType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*TimespanType)
	return ok && t.rng().containsRange(ot.rng())
}

func (t *TimestampType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*TimestampType)
	return ok && t.rng().containsRange(ot.rng())
}

func (t *TimespanType) eql(o Type) bool {
	ot, ok := o.(*TimespanType)
	return ok && t.rng().eql(ot.rng())
}

func (t *TimestampType) eql(o Type) bool {
	ot, ok := o.(*TimestampType)
	return ok && t.rng().eql(ot.rng())
}

func (t *TimespanType) generalize() Type  { return timespanType }
func (t *TimestampType) generalize() Type { return timestampType }

// merge joins intersecting ranges; nil otherwise.
func (t *TimespanType) merge(o *TimespanType) *TimespanType {
	if !t.rng().intersects(o.rng()) {
		return nil
	}
	u := t.rng().union(o.rng())
	return &TimespanType{u.from, u.to, u.openFrom, u.openTo}
}

// merge joins intersecting ranges; nil otherwise.
func (t *TimestampType) merge(o *TimestampType) *TimestampType {
	if !t.rng().intersects(o.rng()) {
		return nil
	}
	u := t.rng().union(o.rng())
	return &TimestampType{u.from, u.to, u.openFrom, u.openTo}
}

func (t *TimespanType) format(f *formatter)  { formatTimeRange(f, "Timespan", t.rng()) }
func (t *TimestampType) format(f *formatter) { formatTimeRange(f, "Timestamp", t.rng()) }

var (
	negInf = math.Inf(-1)
	posInf = math.Inf(1)
)

// timespanBound converts a Timespan[] argument as Puppet does: a
// Timespan, seconds as an Integer or Float, a string in one of the
// default formats, a hash of fields ({days => 1, hours => 2}) or of
// string and format, or default/undef for an open end.
func timespanBound(i int, v Value) (*spanBound, error) {
	var b spanBound
	var err error
	switch x := v.(type) {
	case nil, UndefValue, DefaultValue:
		return nil, nil
	case Timespan:
		b.span = x
	case Int:
		b.span = TimespanFromInt(int64(x))
	case Float:
		b, err = floatSpanBound(float64(x) * 1e9)
	case String:
		b.span, err = ParseTimespan(string(x), nil)
	case *Hash:
		b, err = timespanBoundFromHash(x)
	default:
		return nil, evalErr(i, "Unable to create a Puppet::Pops::Time::Timespan from a %s", RubyClassName(v))
	}
	if err != nil {
		return nil, evalErr(i, "%s", err.Error())
	}
	return &b, nil
}

// formatsOf reads the optional "format" entry of a time hash: a string or
// an array of strings (nil when absent).
func formatsOf(h *Hash) []string {
	f, ok := h.GetString("format")
	if !ok {
		return nil
	}
	switch x := f.(type) {
	case String:
		return []string{string(x)}
	case *Array:
		var out []string
		for _, e := range x.Elements() {
			if s, ok := e.(String); ok {
				out = append(out, string(s))
			}
		}
		return out
	}
	return nil
}

// timestampBound converts a Timestamp[] argument: a Timestamp, seconds
// since the epoch as an Integer or Float, a string in one of the default
// formats, a hash of string, format and timezone, or default/undef.
func timestampBound(i int, v Value) (*Timestamp, error) {
	var ts Timestamp
	var err error
	switch x := v.(type) {
	case nil, UndefValue, DefaultValue:
		return nil, nil
	case Timestamp:
		ts = x
	case Int:
		ts = TimestampFromInt(int64(x))
	case Float:
		ts, err = TimestampFromSeconds(float64(x))
	case String:
		ts, err = ParseTimestamp(string(x), nil, "")
	case *Hash:
		s, _ := x.GetString("string")
		str, _ := s.(String)
		tz := ""
		if z, ok := x.GetString("timezone"); ok {
			if zs, ok := z.(String); ok {
				tz = string(zs)
			}
		}
		ts, err = ParseTimestamp(string(str), formatsOf(x), tz)
	default:
		return nil, evalErr(i, "Unable to create a Puppet::Pops::Time::Timestamp from a %s", RubyClassName(v))
	}
	if err != nil {
		return nil, evalErr(i, "%s", err.Error())
	}
	return &ts, nil
}

// timeTypeFromArgs makes Timespan[from, to] or Timestamp[from, to] of
// the bounds that bound reads from keys (nil: open), with from no later
// than to by cmp.
func timeTypeFromArgs[B any](keys []Value, bound func(int, Value) (*B, error), cmp func(a, b B) int, make func(from, to *B) Value) (Value, error) {
	var bounds [2]*B
	for i, k := range keys {
		b, err := bound(i, k)
		if err != nil {
			return nil, err
		}
		bounds[i] = b
	}
	if bounds[0] != nil && bounds[1] != nil && cmp(*bounds[0], *bounds[1]) > 0 {
		return nil, evalErr(-1, "'from' must be less or equal to 'to'. Got (%v, %v", *bounds[0], *bounds[1])
	}
	return make(bounds[0], bounds[1]), nil
}
