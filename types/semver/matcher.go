package semver

// kind names the shape of a matcher: one comparator, a pair of them, or
// everything.
type kind uint8

const (
	kAll    kind = iota // every version, prereleases included
	kGt                 // > v
	kGtEq               // >= v
	kLt                 // < v
	kLtEq               // <= v
	kEq                 // exactly v (build included)
	kMinMax             // lower and upper comparator together
)

// matcher is one contiguous version interval: the building block of a
// Range. Matchers are immutable.
type matcher struct {
	kind     kind
	v        *Version // comparator version
	min, max *matcher // kMinMax bounds
	nothing  bool     // the empty range "<0.0.0"
}

var (
	matchAll     = &matcher{kind: kAll}
	matchNothing = &matcher{kind: kLt, v: Min, nothing: true}
)

func comparator(k kind, v *Version) *matcher { return &matcher{kind: k, v: v} }

// minMax pairs two bounds; a bound that is itself a pair contributes its
// own lower (or upper) part.
func minMax(lo, hi *matcher) *matcher {
	if lo.kind == kMinMax {
		lo = lo.min
	}
	if hi.kind == kMinMax {
		hi = hi.max
	}
	return &matcher{kind: kMinMax, min: lo, max: hi}
}

// intersectAll intersects matchers left to right; nil means empty.
func intersectAll(ms ...*matcher) *matcher {
	if len(ms) == 0 {
		return nil
	}
	acc := ms[0]
	for _, m := range ms[1:] {
		if acc == nil {
			return nil
		}
		acc = acc.intersection(m)
	}
	return acc
}

func (m *matcher) includes(v *Version) bool {
	switch m.kind {
	case kGt:
		return v.Compare(m.v) > 0
	case kGtEq:
		return v.Compare(m.v) >= 0
	case kLt:
		return v.Compare(m.v) < 0
	case kLtEq:
		return v.Compare(m.v) <= 0
	case kEq:
		return v.Equal(m.v)
	case kMinMax:
		return m.min.includes(v) && m.max.includes(v)
	}
	return true
}

func (m *matcher) begin() *Version {
	switch m.kind {
	case kGt, kGtEq, kEq:
		return m.v
	case kMinMax:
		return m.min.begin()
	}
	return Min
}

func (m *matcher) end() *Version {
	switch m.kind {
	case kLt, kLtEq, kEq:
		return m.v
	case kMinMax:
		return m.max.end()
	}
	return Max
}

func (m *matcher) excludeBegin() bool {
	switch m.kind {
	case kGt:
		return true
	case kMinMax:
		return m.min.excludeBegin()
	}
	return false
}

func (m *matcher) excludeEnd() bool {
	switch m.kind {
	case kLt:
		return true
	case kMinMax:
		return m.max.excludeEnd()
	}
	return false
}

func (m *matcher) lowerBound() bool {
	switch m.kind {
	case kGt:
		return true
	case kGtEq, kEq:
		return !m.v.Equal(Min)
	case kMinMax:
		return m.min.lowerBound()
	}
	return false
}

func (m *matcher) upperBound() bool {
	switch m.kind {
	case kLt:
		return true
	case kLtEq, kEq:
		return !m.v.Equal(Max)
	case kMinMax:
		return m.max.upperBound()
	}
	return false
}

// testPrerelease reports whether the matcher admits prereleases of v's
// major.minor.patch: only a comparator that names a prerelease of that
// same triple does (npm's rule), and the match-all range admits all.
func (m *matcher) testPrerelease(v *Version) bool {
	switch m.kind {
	case kAll:
		return true
	case kMinMax:
		return m.min.testPrerelease(v) || m.max.testPrerelease(v)
	}
	return !m.v.Stable() && m.v.sameTriple(v)
}

func (m *matcher) String() string {
	switch m.kind {
	case kAll:
		return "*"
	case kGt:
		return ">" + m.v.String()
	case kGtEq:
		return ">=" + m.v.String()
	case kLt:
		if m.nothing {
			return "<0.0.0"
		}
		return "<" + m.v.String()
	case kLtEq:
		return "<=" + m.v.String()
	case kEq:
		return m.v.String()
	}
	return m.min.String() + " " + m.max.String()
}

func (m *matcher) equal(o *matcher) bool {
	if m.kind != o.kind {
		return false
	}
	switch m.kind {
	case kAll:
		return true
	case kMinMax:
		return m.min.equal(o.min) && m.max.equal(o.max)
	}
	return m.v.Equal(o.v)
}

// intersection returns the versions both matchers accept, or nil when the
// intersection is empty.
func (m *matcher) intersection(o *matcher) *matcher {
	if m.kind == kAll {
		return o
	}
	c := m.begin().Compare(o.end())
	if c > 0 {
		return nil
	}
	if c == 0 {
		if m.excludeBegin() || o.excludeEnd() {
			return nil
		}
		return comparator(kEq, m.begin())
	}
	c = o.begin().Compare(m.end())
	if c > 0 {
		return nil
	}
	if c == 0 {
		if o.excludeBegin() || m.excludeEnd() {
			return nil
		}
		return comparator(kEq, o.begin())
	}
	var lo, hi *matcher
	switch c := m.begin().Compare(o.begin()); {
	case c < 0:
		lo = o
	case c > 0:
		lo = m
	case m.excludeBegin():
		lo = m
	default:
		lo = o
	}
	switch c := m.end().Compare(o.end()); {
	case c > 0:
		hi = o
	case c < 0:
		hi = m
	case m.excludeEnd():
		hi = m
	default:
		hi = o
	}
	if !hi.upperBound() {
		return lo
	}
	if !lo.lowerBound() {
		return hi
	}
	return minMax(lo, hi)
}

// union returns one matcher accepting what either accepts when the two
// overlap or are adjacent, else nil. It is the merge applied to the parts
// of a "||" range.
func (m *matcher) union(o *matcher) *matcher {
	if m.kind == kAll {
		return m
	}
	if m.includes(o.begin()) || o.includes(m.begin()) {
		var lo *Version
		var loEx bool
		switch c := m.begin().Compare(o.begin()); {
		case c < 0:
			lo, loEx = m.begin(), m.excludeBegin()
		case c > 0:
			lo, loEx = o.begin(), o.excludeBegin()
		default:
			lo, loEx = m.begin(), m.excludeBegin() && o.excludeBegin()
		}
		var hi *Version
		var hiEx bool
		switch c := m.end().Compare(o.end()); {
		case c > 0:
			hi, hiEx = m.end(), m.excludeEnd()
		case c < 0:
			hi, hiEx = o.end(), o.excludeEnd()
		default:
			hi, hiEx = m.end(), m.excludeEnd() && o.excludeEnd()
		}
		return bounds(lo, loEx, hi, hiEx)
	}
	switch {
	case m.excludeEnd() && !o.excludeBegin() && m.end().Equal(o.begin()):
		return fromTo(m, o)
	case o.excludeEnd() && !m.excludeBegin() && o.end().Equal(m.begin()):
		return fromTo(o, m)
	case !m.excludeEnd() && !o.excludeBegin() && m.end().NextPatch().Equal(o.begin()):
		return fromTo(m, o)
	case !o.excludeEnd() && !m.excludeBegin() && o.end().NextPatch().Equal(m.begin()):
		return fromTo(o, m)
	}
	return nil
}

// bounds builds the matcher lo..hi with the given exclusivity.
func bounds(lo *Version, loEx bool, hi *Version, hiEx bool) *matcher {
	l, h := comparator(kGtEq, lo), comparator(kLtEq, hi)
	if loEx {
		l = comparator(kGt, lo)
	}
	if hiEx {
		h = comparator(kLt, hi)
	}
	return intersectAll(l, h)
}

func fromTo(a, b *matcher) *matcher {
	return bounds(a.begin(), a.excludeBegin(), b.end(), b.excludeEnd())
}
