package types

import "prepl/types/semver"

// SemVerType is SemVer[ranges...]: versions inside one of the ranges, or
// all versions. Overlapping and adjacent ranges are merged.
type SemVerType struct {
	ranges []*semver.Range
}

// TSemVer is the unparameterized SemVer type.
var TSemVer Type = semVerType

var semVerType = &SemVerType{}

// NewSemVerType returns SemVer[ranges...] with the ranges merged.
func NewSemVerType(ranges []*semver.Range) *SemVerType {
	if len(ranges) == 0 {
		return semVerType
	}
	if len(ranges) > 1 {
		ranges = semver.MergeRanges(ranges)
	}
	return &SemVerType{ranges: ranges}
}

// semVerTypeFromArgs is SemVer[ranges...]: strings (ranges or versions)
// and SemVerRange values.
func semVerTypeFromArgs(t Type, keys []Value) (Value, error) {
	if len(keys) == 0 {
		return nil, arityErr(t, 1, -1, 0)
	}
	ranges := make([]*semver.Range, len(keys))
	for i, k := range keys {
		switch x := k.(type) {
		case String:
			r, err := semver.ParseRange(string(x))
			if err != nil {
				return nil, evalErr(i, "%s", err.Error())
			}
			ranges[i] = r
		case *SemVerRange:
			ranges[i] = x.Range()
		default:
			return nil, specializationErr(t, i, k, "String or SemanticPuppet::VersionRange")
		}
	}
	return NewSemVerType(ranges), nil
}

// inferSemVerDetailed is the detailed type of a version: SemVer[v - v].
func inferSemVerDetailed(v *SemVer) Type {
	return &SemVerType{ranges: []*semver.Range{semver.NewRange(v.Version(), v.Version(), false)}}
}

// Kind implements Value.
func (*SemVerType) Kind() Kind { return KType }

// Name implements Type.
func (*SemVerType) Name() string { return "SemVer" }

// String implements Type.
func (t *SemVerType) String() string { return typeString(t) }

// Ranges returns the (merged) ranges; callers must not modify them.
func (t *SemVerType) Ranges() []*semver.Range { return t.ranges }

func (t *SemVerType) isInstance(v Value, _ *guard) bool {
	sv, ok := v.(*SemVer)
	if !ok {
		return false
	}
	ver := sv.Version()
	if len(t.ranges) == 0 {
		return true
	}
	for _, r := range t.ranges {
		if r.Includes(ver) {
			return true
		}
	}
	return false
}

func (t *SemVerType) accepts(o Type, _ *guard) bool {
	ot, ok := o.(*SemVerType)
	if !ok {
		return false
	}
	if len(t.ranges) == 0 {
		return true
	}
	if len(ot.ranges) == 0 {
		return false
	}
	for _, or := range ot.ranges {
		covered := false
		for _, r := range t.ranges {
			if semver.CoveredBy(or, r) {
				covered = true
				break
			}
		}
		if !covered {
			return false
		}
	}
	return true
}

func (t *SemVerType) eql(o Type) bool {
	ot, ok := o.(*SemVerType)
	if !ok || len(t.ranges) != len(ot.ranges) {
		return false
	}
	for i, r := range t.ranges {
		if !r.Equal(ot.ranges[i]) {
			return false
		}
	}
	return true
}

func (t *SemVerType) generalize() Type { return semVerType }

func (t *SemVerType) format(f *formatter) {
	if len(t.ranges) == 0 {
		f.str("SemVer")
		return
	}
	f.params("SemVer", func() {
		for i, r := range t.ranges {
			if i > 0 {
				f.sep()
			}
			f.str("'" + r.String() + "'")
		}
	})
}

// mergeVersionRanges merges the SemVer members of a Variant into one,
// placed first.
func mergeVersionRanges(ts []Type) []Type {
	if len(ts) < 2 {
		return ts
	}
	svs, others := partition(ts, func(x Type) bool { _, ok := x.(*SemVerType); return ok })
	if len(svs) < 2 {
		return ts
	}
	var all []*semver.Range
	for _, x := range svs {
		all = append(all, x.(*SemVerType).ranges...)
	}
	return append([]Type{NewSemVerType(all)}, others...)
}
