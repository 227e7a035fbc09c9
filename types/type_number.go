package types

import (
	"math"

	"prepl/internal/ruby/rubyfmt"
)

// IntegerType is Integer[from, to]: integers in an inclusive range whose
// ends may be open (unbounded).
type IntegerType struct {
	from, to         int64
	openFrom, openTo bool
}

// FloatType is Float[from, to]: floats in an inclusive range; an open end
// is an infinity.
type FloatType struct {
	from, to float64
}

// TInteger and TFloat are the unbounded Integer and Float types.
var (
	TInteger Type = integerType
	TFloat   Type = floatType
)

var (
	integerType = &IntegerType{openFrom: true, openTo: true}
	floatType   = &FloatType{from: math.Inf(-1), to: math.Inf(1)}
	// The size ranges collections use.
	sizeAny      = newIntRange(0, 0, false, true)
	sizeZero     = intValueType(0)
	sizeNotEmpty = newIntRange(1, 0, false, true)
	sizePair     = intValueType(2)
	sizeOne      = intValueType(1)
)

// NewIntegerType returns Integer[from, to]. math.MinInt64 as from and
// math.MaxInt64 as to stand for an open end (`default`). from must not
// be greater than to; such a range matches nothing.
func NewIntegerType(from, to int64) *IntegerType {
	return newIntRange(from, to, from == math.MinInt64, to == math.MaxInt64)
}

func newIntRange(from, to int64, openFrom, openTo bool) *IntegerType {
	if openFrom {
		from = math.MinInt64
	}
	if openTo {
		to = math.MaxInt64
	}
	if openFrom && openTo {
		return integerType
	}
	return &IntegerType{from: from, to: to, openFrom: openFrom, openTo: openTo}
}

// intValueType returns Integer[n, n].
func intValueType(n int64) *IntegerType {
	if n >= smallIntMin && n <= smallIntMax {
		return &smallIntTypes[n-smallIntMin]
	}
	return &IntegerType{from: n, to: n}
}

// The Integer[n, n] types of small n are made once: inference makes one
// for every integer and every collection size it meets. (Types are never
// modified, so they can be shared.)
const (
	smallIntMin = -128
	smallIntMax = 1023
)

var smallIntTypes = func() (t [smallIntMax - smallIntMin + 1]IntegerType) {
	for i := range t {
		n := int64(i) + smallIntMin
		t[i] = IntegerType{from: n, to: n}
	}
	return t
}()

// NewFloatType returns Float[from, to]; infinities stand for open ends.
func NewFloatType(from, to float64) *FloatType {
	if math.IsInf(from, -1) && math.IsInf(to, 1) {
		return floatType
	}
	return &FloatType{from: from, to: to}
}

// Kind implements Value.
func (*IntegerType) Kind() Kind { return KType }

// Name implements Type.
func (*IntegerType) Name() string { return "Integer" }

// String implements Type.
func (t *IntegerType) String() string { return typeString(t) }

// From returns the lower bound and whether there is one.
func (t *IntegerType) From() (int64, bool) { return t.from, !t.openFrom }

// To returns the upper bound and whether there is one.
func (t *IntegerType) To() (int64, bool) { return t.to, !t.openTo }

func (t *IntegerType) unbounded() bool { return t.openFrom && t.openTo }

// finiteRange reports whether both ends are bounded (the range can be
// iterated).
func (t *IntegerType) finiteRange() bool { return !t.openFrom && !t.openTo }

func (t *IntegerType) contains(n int64) bool {
	return (t.openFrom || n >= t.from) && (t.openTo || n <= t.to)
}

// containsRange reports whether o's range lies within t's.
func (t *IntegerType) containsRange(o *IntegerType) bool {
	return (t.openFrom || (!o.openFrom && t.from <= o.from)) &&
		(t.openTo || (!o.openTo && t.to >= o.to))
}

// lowerThan reports whether t.to < o.from (t lies wholly below o).
func (t *IntegerType) below(o *IntegerType) bool {
	return !t.openTo && !o.openFrom && t.to < o.from
}

func (t *IntegerType) intersects(o *IntegerType) bool {
	return !t.below(o) && !o.below(t)
}

func (t *IntegerType) adjacent(o *IntegerType) bool {
	return (!t.openTo && !o.openFrom && t.to != math.MaxInt64 && t.to+1 == o.from) ||
		(!o.openTo && !t.openFrom && o.to != math.MaxInt64 && o.to+1 == t.from)
}

// union returns the smallest range holding both t and o.
func (t *IntegerType) union(o *IntegerType) *IntegerType {
	from, openFrom := t.from, t.openFrom
	if !openFrom && (o.openFrom || o.from < from) {
		from, openFrom = o.from, o.openFrom
	}
	to, openTo := t.to, t.openTo
	if !openTo && (o.openTo || o.to > to) {
		to, openTo = o.to, o.openTo
	}
	return newIntRange(from, to, openFrom, openTo)
}

// merge joins two ranges that intersect or are adjacent; nil otherwise.
func (t *IntegerType) merge(o *IntegerType) *IntegerType {
	if t.intersects(o) || t.adjacent(o) {
		return t.union(o)
	}
	return nil
}

// toSize turns a range into a size range: negative bounds become 0.
func (t *IntegerType) toSize() *IntegerType {
	if !t.openFrom && t.from >= 0 {
		return t
	}
	to, openTo := t.to, t.openTo
	if !openTo && to < 0 {
		to = 0
	}
	return newIntRange(0, to, false, openTo)
}

// sizeFrom is the lower end of a size range (0 when open).
func (t *IntegerType) sizeFrom() int64 {
	if t.openFrom {
		return 0
	}
	return t.from
}

func (t *IntegerType) isInstance(v Value, _ *guard) bool {
	n, ok := v.(Int)
	return ok && t.contains(int64(n))
}

func (t *IntegerType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*IntegerType)
	return ok && t.containsRange(ot)
}

func (t *IntegerType) eql(o Type) bool {
	ot, ok := o.(*IntegerType)
	return ok && t.openFrom == ot.openFrom && t.openTo == ot.openTo &&
		(t.openFrom || t.from == ot.from) && (t.openTo || t.to == ot.to)
}

func (t *IntegerType) generalize() Type { return integerType }

func (t *IntegerType) format(f *formatter) {
	if t.unbounded() {
		f.str("Integer")
		return
	}
	f.params("Integer", func() { formatRange(f, t) })
}

// formatRange writes the range parameters rangeParts lists, without
// making their strings.
func formatRange(f *formatter, t *IntegerType) {
	if t == nil || t.unbounded() {
		return
	}
	if t.openFrom {
		f.str("default")
	} else {
		f.int(t.from)
	}
	if !t.openTo {
		f.sep()
		f.int(t.to)
	}
}

func (t *IntegerType) isIterable(*guard) bool { return true }

func (t *IntegerType) iterableType(*guard) Type { return &IterableType{typ: integerType} }

// Kind implements Value.
func (*FloatType) Kind() Kind { return KType }

// Name implements Type.
func (*FloatType) Name() string { return "Float" }

// String implements Type.
func (t *FloatType) String() string { return typeString(t) }

// From returns the lower bound (-Inf when open).
func (t *FloatType) From() float64 { return t.from }

// To returns the upper bound (+Inf when open).
func (t *FloatType) To() float64 { return t.to }

func (t *FloatType) unbounded() bool { return math.IsInf(t.from, -1) && math.IsInf(t.to, 1) }

func (t *FloatType) isInstance(v Value, _ *guard) bool {
	f, ok := v.(Float)
	return ok && float64(f) >= t.from && float64(f) <= t.to
}

func (t *FloatType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*FloatType)
	return ok && t.from <= ot.from && t.to >= ot.to
}

func (t *FloatType) eql(o Type) bool {
	ot, ok := o.(*FloatType)
	return ok && t.from == ot.from && t.to == ot.to
}

func (t *FloatType) generalize() Type { return floatType }

func (t *FloatType) intersects(o *FloatType) bool {
	return !(t.to < o.from || o.to < t.from)
}

// merge joins two intersecting ranges; nil otherwise.
func (t *FloatType) merge(o *FloatType) *FloatType {
	if !t.intersects(o) {
		return nil
	}
	return NewFloatType(math.Min(t.from, o.from), math.Max(t.to, o.to))
}

func (t *FloatType) format(f *formatter) {
	if t.unbounded() {
		f.str("Float")
		return
	}
	f.params("Float", func() {
		if math.IsInf(t.from, -1) {
			f.str("default")
		} else {
			f.b = rubyfmt.AppendFloatToS(f.b, t.from)
		}
		if !math.IsInf(t.to, 1) {
			f.sep()
			f.b = rubyfmt.AppendFloatToS(f.b, t.to)
		}
	})
}
