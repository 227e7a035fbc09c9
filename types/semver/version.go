// Package semver implements semantic versions (semver.org 2.0) and the npm
// version-range grammar with the semantics Puppet gives them: prerelease
// ordering, range inclusion with npm's prerelease rule, the merging of
// adjacent and overlapping ranges, and the exact string forms Puppet
// prints. Version numbers have no size limit.
package semver

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"prepl/internal/lazyre"
)

// Ident is one dot-separated prerelease identifier. A numeric identifier
// (only digits, as parsed from a version string) orders numerically and
// below every alphanumeric one.
type Ident struct {
	Numeric bool
	Text    string // canonical digits when Numeric
}

// Version is an immutable semantic version.
type Version struct {
	major, minor, patch string // canonical decimal digits, or infinity for Max
	pre                 []Ident
	hasPre              bool // a prerelease part is present (it may be empty only in Min)
	build               []string
}

// infinity is the major number of Max; it orders above every number.
const infinity = "Infinity"

var (
	// Min orders below every other version (0.0.0 with an empty
	// prerelease). It prints as "0.0.0-", as Puppet prints it.
	Min = &Version{major: "0", minor: "0", patch: "0", hasPre: true}
	// Max orders above every other version. It prints as "Infinity.0.0".
	Max = &Version{major: infinity, minor: "0", patch: "0"}
)

var (
	fullRx = lazyre.New(`\A(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)` +
		`(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\z`)
	qualifierRx = lazyre.New(`\A[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*\z`)
	digitsRx    = lazyre.New(`\A[0-9]+\z`)
)

// Parse reads a full version "major.minor.patch[-prerelease][+build]". As
// in Puppet, one trailing newline is tolerated. Numeric prerelease
// identifiers must not have leading zeroes.
func Parse(s string) (*Version, error) {
	m := fullRx().FindStringSubmatch(strings.TrimSuffix(s, "\n"))
	if m == nil {
		return nil, fmt.Errorf("The string '%s' cannot be converted to a SemVer", s)
	}
	pre, err := parsePrerelease(m[4])
	if err != nil {
		return nil, err
	}
	return &Version{major: m[1], minor: m[2], patch: m[3], pre: pre, hasPre: m[4] != "", build: splitBuild(m[5])}, nil
}

// New builds a version from its parts the way Puppet's SemVer.new(major,
// minor, patch, prerelease, build) does: an empty prerelease or build means
// none, and a given prerelease or build is kept as one single identifier
// (so SemVer(1, 0, 0, 'rc.1') prints like 1.0.0-rc.1 but is a different
// version from the parsed one).
func New(major, minor, patch int64, prerelease, build string) (*Version, error) {
	if major < 0 || minor < 0 || patch < 0 {
		return nil, fmt.Errorf("version numbers must be 0 or greater, got %d.%d.%d", major, minor, patch)
	}
	v := &Version{major: strconv.FormatInt(major, 10), minor: strconv.FormatInt(minor, 10), patch: strconv.FormatInt(patch, 10)}
	if prerelease != "" {
		if !qualifierRx().MatchString(prerelease) {
			return nil, fmt.Errorf("'%s' is not a valid prerelease qualifier", prerelease)
		}
		v.pre, v.hasPre = []Ident{{Text: prerelease}}, true
	}
	if build != "" {
		if !qualifierRx().MatchString(build) {
			return nil, fmt.Errorf("'%s' is not a valid build qualifier", build)
		}
		v.build = []string{build}
	}
	return v, nil
}

// parsePrerelease splits a prerelease qualifier into identifiers; digit-only
// identifiers become numeric and must not have leading zeroes.
func parsePrerelease(s string) ([]Ident, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.Split(s, ".")
	ids := make([]Ident, len(parts))
	for i, p := range parts {
		if digitsRx().MatchString(p) {
			if len(p) > 1 && p[0] == '0' {
				return nil, fmt.Errorf("Numeric pre-release identifiers MUST NOT contain leading zeroes")
			}
			ids[i] = Ident{Numeric: true, Text: p}
		} else {
			ids[i] = Ident{Text: p}
		}
	}
	return ids, nil
}

func splitBuild(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ".")
}

// Major, Minor and Patch return the version numbers as decimal digits
// (they may exceed 64 bits).
func (v *Version) Major() string { return v.major }

// Minor returns the minor number as decimal digits.
func (v *Version) Minor() string { return v.minor }

// Patch returns the patch number as decimal digits.
func (v *Version) Patch() string { return v.patch }

// Prerelease returns the prerelease qualifier without the leading '-', or ""
// when there is none.
func (v *Version) Prerelease() string {
	s := make([]string, len(v.pre))
	for i, id := range v.pre {
		s[i] = id.Text
	}
	return strings.Join(s, ".")
}

// Build returns the build qualifier without the leading '+', or "".
func (v *Version) Build() string { return strings.Join(v.build, ".") }

// Stable reports whether the version has no prerelease qualifier.
func (v *Version) Stable() bool { return len(v.pre) == 0 }

// String renders the version as Puppet prints it.
func (v *Version) String() string {
	var b strings.Builder
	b.WriteString(v.major)
	b.WriteByte('.')
	b.WriteString(v.minor)
	b.WriteByte('.')
	b.WriteString(v.patch)
	if v.hasPre {
		b.WriteByte('-')
		b.WriteString(v.Prerelease())
	}
	if v.build != nil {
		b.WriteByte('+')
		b.WriteString(v.Build())
	}
	return b.String()
}

// Compare orders versions by major, minor and patch, then by prerelease: a
// version without a prerelease is greater than one with a prerelease,
// identifiers compare left to right (numeric ones numerically and below
// alphanumeric ones, which compare as ASCII), and a longer list of equal
// identifiers is greater. The build qualifier does not take part.
func (v *Version) Compare(o *Version) int {
	if c := cmpNum(v.major, o.major); c != 0 {
		return c
	}
	if c := cmpNum(v.minor, o.minor); c != 0 {
		return c
	}
	if c := cmpNum(v.patch, o.patch); c != 0 {
		return c
	}
	return v.comparePrerelease(o)
}

func (v *Version) comparePrerelease(o *Version) int {
	switch {
	case !v.hasPre && !o.hasPre:
		return 0
	case !v.hasPre:
		return 1
	case !o.hasPre:
		return -1
	}
	for i, x := range v.pre {
		if i >= len(o.pre) {
			return 1
		}
		y := o.pre[i]
		var c int
		switch {
		case x.Numeric && y.Numeric:
			c = cmpNum(x.Text, y.Text)
		case x.Numeric:
			c = -1
		case y.Numeric:
			c = 1
		default:
			c = strings.Compare(x.Text, y.Text)
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(v.pre), len(o.pre))
}

// Equal reports whether two versions are identical, build qualifier and
// the form of the prerelease included (Puppet's == on versions).
func (v *Version) Equal(o *Version) bool {
	if v.major != o.major || v.minor != o.minor || v.patch != o.patch || v.hasPre != o.hasPre ||
		len(v.pre) != len(o.pre) || (v.build == nil) != (o.build == nil) || len(v.build) != len(o.build) {
		return false
	}
	for i := range v.pre {
		if v.pre[i] != o.pre[i] {
			return false
		}
	}
	for i := range v.build {
		if v.build[i] != o.build[i] {
			return false
		}
	}
	return true
}

// NextPatch returns major.minor.(patch+1) without qualifiers.
func (v *Version) NextPatch() *Version {
	return &Version{major: v.major, minor: v.minor, patch: incDigits(v.patch)}
}

// sameTriple reports whether both versions have the same major, minor and
// patch numbers.
func (v *Version) sameTriple(o *Version) bool {
	return v.major == o.major && v.minor == o.minor && v.patch == o.patch
}

// cmpNum compares canonical decimal digit strings (or infinity).
func cmpNum(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == infinity:
		return 1
	case b == infinity:
		return -1
	case len(a) != len(b):
		return cmp.Compare(len(a), len(b))
	}
	return strings.Compare(a, b)
}

// incDigits adds one to a canonical decimal digit string.
func incDigits(s string) string {
	if s == infinity {
		return s
	}
	b := []byte(s)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] != '9' {
			b[i]++
			return string(b)
		}
		b[i] = '0'
	}
	return "1" + string(b)
}
