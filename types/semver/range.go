package semver

import (
	"fmt"
	"regexp"
	"strings"

	"prepl/internal/lazyre"
)

// Range is a version range: one or more intervals (more than one only when
// the text used "||") and the text it prints as. Ranges are immutable.
type Range struct {
	parts []*matcher
	text  string
}

// The npm range grammar, as Puppet's semantic_puppet reads it.
const (
	ws        = `[ \t\r\n\f\v]`
	xrNC      = `(?:x|X|\*|0|[1-9][0-9]*)`
	xr        = `(x|X|\*|0|[1-9][0-9]*)`
	parts     = `[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*`
	partialNC = xrNC + `(?:\.` + xrNC + `(?:\.` + xrNC + `(?:-` + parts + `)?(?:\+` + parts + `)?)?)?`
)

var (
	simpleRx     = lazyre.New(`\A(<=|>=|~>|~=|[<>=~^])?(` + partialNC + `)\z`)
	hyphenRx     = lazyre.New(`\A(` + partialNC + `)` + ws + `+-` + ws + `+(` + partialNC + `)\z`)
	partialRx    = lazyre.New(`\A` + xr + `(?:\.` + xr + `(?:\.` + xr + `(?:-(` + parts + `))?(?:\+(` + parts + `))?)?)?\z`)
	opSpaceRx    = lazyre.New(`([><=~^])(?:` + ws + `+|` + ws + `*v)`)
	logicalOrRx  = lazyre.New(ws + `*\|\|` + ws + `*`)
	rangeSplitRx = lazyre.New(ws + `+`)
)

// All is the range "*": every version, prereleases included.
var All = &Range{parts: []*matcher{matchAll}, text: "*"}

// ParseRange reads an npm-style range: comparators (<, <=, >, >=, =, ~, ~>,
// ~=, ^) with full or partial versions (1, 1.2, 1.x, *), space-separated
// comparators that must all hold, hyphen ranges "a - b", and "||"
// alternatives. The range prints as the text it was parsed from.
func ParseRange(s string) (*Range, error) {
	set := opSpaceRx().ReplaceAllString(s, "${1}")
	alts := rubySplit(set, logicalOrRx())
	if len(alts) == 0 {
		return All, nil
	}
	var ms []*matcher
	for _, alt := range alts {
		m, err := parseAlternative(alt, s)
		if err != nil {
			return nil, err
		}
		if m != nil && !containsMatcher(ms, m) {
			ms = append(ms, m)
		}
	}
	return newRange(ms, s), nil
}

// parseAlternative reads one "||" alternative; nil means it matches nothing.
func parseAlternative(alt, whole string) (*matcher, error) {
	if m := hyphenRx().FindStringSubmatch(alt); m != nil {
		lo, err := parseVersion(m[1])
		if err != nil {
			return nil, err
		}
		hi, err := parseVersion(m[2])
		if err != nil {
			return nil, err
		}
		return intersectAll(comparator(kGtEq, lo), comparator(kLtEq, hi)), nil
	}
	var simples []*matcher
	for _, simple := range rubySplit(alt, rangeSplitRx()) {
		m := simpleRx().FindStringSubmatch(simple)
		if m == nil {
			return nil, fmt.Errorf("Unparsable version range: \"%s\"", whole)
		}
		s, err := parseSimple(m[1], m[2])
		if err != nil {
			return nil, err
		}
		simples = append(simples, s)
	}
	return intersectAll(simples...), nil
}

func parseSimple(op, operand string) (*matcher, error) {
	p := partialRx().FindStringSubmatch(operand)
	if p == nil {
		return nil, fmt.Errorf("Unparsable version range: \"%s\"", operand)
	}
	switch op {
	case "~", "~>", "~=":
		return allowPatchUpdates(p, true)
	case "^":
		if digit(p[1]) == "0" {
			return allowPatchUpdates(p, true)
		}
		return allowMinorUpdates(p)
	case ">":
		return gtVersion(p)
	case ">=":
		v, err := parseVersion(operand)
		return comparatorOrErr(kGtEq, v, err)
	case "<":
		v, err := parseVersion(operand)
		return comparatorOrErr(kLt, v, err)
	case "<=":
		return ltEqVersion(p)
	}
	return allowPatchUpdates(p, false)
}

func comparatorOrErr(k kind, v *Version, err error) (*matcher, error) {
	if err != nil {
		return nil, err
	}
	return comparator(k, v), nil
}

// digit returns the number of a partial-version field, or "" for a
// wildcard (x, X, *) or an absent field.
func digit(s string) string {
	if s == "x" || s == "X" || s == "*" {
		return ""
	}
	return s
}

func version(major, minor, patch, pre, build string) (*Version, error) {
	ids, err := parsePrerelease(pre)
	if err != nil {
		return nil, err
	}
	return &Version{major: major, minor: minor, patch: patch, pre: ids, hasPre: pre != "", build: splitBuild(build)}, nil
}

func plain(major, minor, patch string) *Version {
	return &Version{major: major, minor: minor, patch: patch}
}

// allowPatchUpdates implements ~ and the bare or '=' partial version: a
// missing minor or patch widens to the enclosing major or minor series; a
// full version is an exact match (bare) or may rise to the next minor (~).
func allowPatchUpdates(p []string, tildeOrCaret bool) (*matcher, error) {
	major := digit(p[1])
	if major == "" {
		return matchAll, nil
	}
	minor := digit(p[2])
	if minor == "" {
		return minMax(comparator(kGtEq, plain(major, "0", "0")), comparator(kLt, plain(incDigits(major), "0", "0"))), nil
	}
	patch := digit(p[3])
	if patch == "" {
		return minMax(comparator(kGtEq, plain(major, minor, "0")), comparator(kLt, plain(major, incDigits(minor), "0"))), nil
	}
	v, err := version(major, minor, patch, p[4], p[5])
	if err != nil {
		return nil, err
	}
	if !tildeOrCaret {
		return comparator(kEq, v), nil
	}
	return minMax(comparator(kGtEq, v), comparator(kLt, plain(major, incDigits(minor), "0"))), nil
}

// allowMinorUpdates implements ^ for a non-zero major: anything up to the
// next major.
func allowMinorUpdates(p []string) (*matcher, error) {
	major := digit(p[1])
	if major == "" {
		// Puppet fails internally on "^*"; npm reads it as every version.
		return matchAll, nil
	}
	upper := comparator(kLt, plain(incDigits(major), "0", "0"))
	minor := digit(p[2])
	if minor == "" {
		return minMax(comparator(kGtEq, plain(major, "0", "0")), upper), nil
	}
	patch := digit(p[3])
	if patch == "" {
		return minMax(comparator(kGtEq, plain(major, minor, "0")), upper), nil
	}
	v, err := version(major, minor, patch, p[4], p[5])
	if err != nil {
		return nil, err
	}
	return minMax(comparator(kGtEq, v), upper), nil
}

// parseVersion reads a partial version with missing fields as 0.
func parseVersion(expr string) (*Version, error) {
	p := partialRx().FindStringSubmatch(expr)
	if p == nil {
		return nil, fmt.Errorf("Unparsable version range: \"%s\"", expr)
	}
	f := func(s string) string {
		if d := digit(s); d != "" {
			return d
		}
		return "0"
	}
	return version(f(p[1]), f(p[2]), f(p[3]), p[4], p[5])
}

func gtVersion(p []string) (*matcher, error) {
	major := digit(p[1])
	if major == "" {
		return matchNothing, nil
	}
	minor := digit(p[2])
	if minor == "" {
		return comparator(kGtEq, plain(incDigits(major), "0", "0")), nil
	}
	patch := digit(p[3])
	if patch == "" {
		return comparator(kGtEq, plain(major, incDigits(minor), "0")), nil
	}
	v, err := version(major, minor, patch, p[4], p[5])
	return comparatorOrErr(kGt, v, err)
}

func ltEqVersion(p []string) (*matcher, error) {
	major := digit(p[1])
	if major == "" {
		// Puppet fails internally on "<=*"; npm reads it as every version.
		return matchAll, nil
	}
	minor := digit(p[2])
	if minor == "" {
		return comparator(kLt, plain(incDigits(major), "0", "0")), nil
	}
	patch := digit(p[3])
	if patch == "" {
		return comparator(kLt, plain(major, incDigits(minor), "0")), nil
	}
	v, err := version(major, minor, patch, p[4], p[5])
	return comparatorOrErr(kLtEq, v, err)
}

// NewRange builds the range from min to max, max excluded or not; nil
// bounds mean Min and Max. It prints as "min - max" or ">=min <max".
func NewRange(min, max *Version, excludeMax bool) *Range {
	if min == nil {
		min = Min
	}
	if max == nil {
		max = Max
	}
	return boundsRange(min, false, max, excludeMax)
}

// boundsRange builds a one-interval range and the text that describes it.
func boundsRange(lo *Version, loEx bool, hi *Version, hiEx bool) *Range {
	var text string
	switch {
	case lo == Min && hi == Max:
		text = "*"
	case lo == Min && hiEx:
		text = "<" + hi.String()
	case lo == Min:
		text = "<=" + hi.String()
	case hi == Max && loEx:
		text = ">" + lo.String()
	case hi == Max:
		text = ">=" + lo.String()
	case !loEx && !hiEx:
		text = lo.String() + " - " + hi.String()
	case !loEx:
		text = ">=" + lo.String() + " <" + hi.String()
	case !hiEx:
		text = ">" + lo.String() + " <=" + hi.String()
	default:
		text = ">" + lo.String() + " <" + hi.String()
	}
	var ms []*matcher
	if m := bounds(lo, loEx, hi, hiEx); m != nil {
		ms = append(ms, m)
	}
	return newRange(ms, text)
}

// newRange unites overlapping and adjacent parts (repeating until nothing
// changes) and keeps text as the printed form.
func newRange(ms []*matcher, text string) *Range {
	merged := true
	for len(ms) > 1 && merged {
		merged = false
		var result []*matcher
		for len(ms) > 0 {
			x := ms[len(ms)-1]
			ms = ms[:len(ms)-1]
			var unmerged []*matcher
			for _, y := range ms {
				if u := x.union(y); u != nil {
					x, merged = u, true
				} else {
					unmerged = append(unmerged, y)
				}
			}
			result = append(result, x)
			ms = unmerged
		}
		for i, j := 0, len(result)-1; i < j; i, j = i+1, j-1 {
			result[i], result[j] = result[j], result[i]
		}
		ms = result
	}
	if len(ms) == 0 {
		ms = []*matcher{matchNothing}
	}
	return &Range{parts: ms, text: text}
}

func containsMatcher(ms []*matcher, m *matcher) bool {
	for _, x := range ms {
		if x.equal(m) {
			return true
		}
	}
	return false
}

// rubySplit splits s like Ruby's String#split with a pattern: a leading
// empty field is kept, trailing empty fields are dropped.
func rubySplit(s string, re *regexp.Regexp) []string {
	fields := re.Split(s, -1)
	for len(fields) > 0 && fields[len(fields)-1] == "" {
		fields = fields[:len(fields)-1]
	}
	return fields
}

// Includes reports whether v is in the range. A prerelease version is only
// included by an interval that names a prerelease of the same
// major.minor.patch (or by "*").
func (r *Range) Includes(v *Version) bool {
	for _, m := range r.parts {
		if m.includes(v) && (v.Stable() || m.testPrerelease(v)) {
			return true
		}
	}
	return false
}

// String returns the text the range prints as: the parsed text verbatim,
// or "min - max" / ">=min <max" for a range built from bounds.
func (r *Range) String() string { return r.text }

// Canonical returns the range assembled from its intervals, e.g.
// ">=1.0.0 <2.0.0" for "1.x" (what semantic_puppet calls inspect).
func (r *Range) Canonical() string {
	s := make([]string, len(r.parts))
	for i, m := range r.parts {
		s[i] = m.String()
	}
	return strings.Join(s, " || ")
}

// Equal reports whether two ranges consist of the same intervals (their
// texts may differ: "1.x" equals ">=1.0.0 <2.0.0").
func (r *Range) Equal(o *Range) bool {
	if len(r.parts) != len(o.parts) {
		return false
	}
	for i := range r.parts {
		if !r.parts[i].equal(o.parts[i]) {
			return false
		}
	}
	return true
}

// Contiguous reports whether the range is a single interval (no "||"
// alternatives left after merging).
func (r *Range) Contiguous() bool { return len(r.parts) == 1 }

// Begin returns the lowest version of a contiguous range and whether it is
// excluded; ok is false when the range has several intervals.
func (r *Range) Begin() (v *Version, excluded bool, ok bool) {
	if len(r.parts) != 1 {
		return nil, false, false
	}
	return r.parts[0].begin(), r.parts[0].excludeBegin(), true
}

// End returns the highest version of a contiguous range and whether it is
// excluded; ok is false when the range has several intervals.
func (r *Range) End() (v *Version, excluded bool, ok bool) {
	if len(r.parts) != 1 {
		return nil, false, false
	}
	return r.parts[0].end(), r.parts[0].excludeEnd(), true
}
