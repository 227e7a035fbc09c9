package types

import "prepl/types/semver"

// SemVer is a Puppet SemVer value: one semantic version (major, minor,
// patch, prerelease and build). It is immutable.
type SemVer struct {
	v *semver.Version
}

// ParseSemVer reads "major.minor.patch[-prerelease][+build]" as
// SemVer('1.2.3') does; the error is Puppet's ("The string '1.2' cannot
// be converted to a SemVer").
func ParseSemVer(s string) (*SemVer, error) {
	v, err := semver.Parse(s)
	if err != nil {
		return nil, err
	}
	return &SemVer{v: v}, nil
}

// NewSemVer builds a version from its parts as SemVer(major, minor, patch,
// prerelease, build) does; "" means no prerelease or build. A given
// prerelease is one single identifier, as in Puppet.
func NewSemVer(major, minor, patch int64, prerelease, build string) (*SemVer, error) {
	v, err := semver.New(major, minor, patch, prerelease, build)
	if err != nil {
		return nil, err
	}
	return &SemVer{v: v}, nil
}

// Kind implements Value.
func (*SemVer) Kind() Kind { return KSemVer }

// Version returns the underlying version.
func (v *SemVer) Version() *semver.Version { return v.v }

// String renders the version as Puppet prints it: "1.2.3-rc.1+b.2".
func (v *SemVer) String() string { return v.v.String() }

// Compare orders two versions (-1, 0, 1) with semver's prerelease rules;
// the build qualifier is ignored, so it can be 0 for versions that are not
// Equal. It is what <, <=, >, >= and sorting use.
func (v *SemVer) Compare(o *SemVer) int { return v.v.Compare(o.v) }

// Equal is Puppet's == on versions: the same numbers, prerelease and build.
func (v *SemVer) Equal(o *SemVer) bool { return v.v.Equal(o.v) }

// SemVerRange is a Puppet SemVerRange value: a version range in npm's
// grammar. It prints as the text it was made from. It is immutable.
type SemVerRange struct {
	r *semver.Range
}

// ParseSemVerRange reads a range such as ">=1.0.0 <2.0.0", "~1.2", "^1.2.3",
// "1.x", "1.2.3 - 2.3.4" or "1.x || 3.x" ("||" is accepted, as Puppet
// does). The error is Puppet's ("Unparsable version range: \"bad\"").
func ParseSemVerRange(s string) (*SemVerRange, error) {
	r, err := semver.ParseRange(s)
	if err != nil {
		return nil, err
	}
	return &SemVerRange{r: r}, nil
}

// NewSemVerRange builds the range from min to max (nil means `default`:
// no lower or no upper limit), max excluded or not, as
// SemVerRange(min, max, exclude_max) does. It prints as "min - max" or
// ">=min <max".
func NewSemVerRange(min, max *SemVer, excludeMax bool) *SemVerRange {
	var lo, hi *semver.Version
	if min != nil {
		lo = min.v
	}
	if max != nil {
		hi = max.v
	}
	return &SemVerRange{r: semver.NewRange(lo, hi, excludeMax)}
}

// Kind implements Value.
func (*SemVerRange) Kind() Kind { return KSemVerRange }

// Range returns the underlying range.
func (r *SemVerRange) Range() *semver.Range { return r.r }

// String renders the range as Puppet prints it (the text it was parsed
// from).
func (r *SemVerRange) String() string { return r.r.String() }

// Includes reports whether v is in the range (`v =~ range`, `v in range`):
// a prerelease is only in a range that names a prerelease of the same
// major.minor.patch.
func (r *SemVerRange) Includes(v *SemVer) bool { return r.r.Includes(v.v) }

// IncludesString is `'1.2.3' =~ range`: false when s is not a version.
func (r *SemVerRange) IncludesString(s string) bool {
	v, err := semver.Parse(s)
	return err == nil && r.r.Includes(v)
}

// Equal is Puppet's == on ranges: the same intervals, whatever the text
// ("1.x" == ">=1.0.0 <2.0.0").
func (r *SemVerRange) Equal(o *SemVerRange) bool { return r.r.Equal(o.r) }

// CoveredBy reports whether every version of r is in o; it decides
// assignability between SemVer[ranges] types.
func (r *SemVerRange) CoveredBy(o *SemVerRange) bool { return semver.CoveredBy(r.r, o.r) }

// MergeSemVerRanges normalizes the parameters of a SemVer[ranges] type:
// adjacent and overlapping ranges are united (in Puppet's order), the rest
// keep their order.
func MergeSemVerRanges(rs []*SemVerRange) []*SemVerRange {
	in := make([]*semver.Range, len(rs))
	for i, r := range rs {
		in[i] = r.r
	}
	out := semver.MergeRanges(in)
	res := make([]*SemVerRange, len(out))
	for i, r := range out {
		res[i] = &SemVerRange{r: r}
	}
	return res
}
