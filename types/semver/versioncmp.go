package semver

import (
	"strings"

	"prepl/internal/lazyre"
)

var (
	versionTokenRx  = lazyre.New(`[-.]|[0-9]+|[^-.0-9]+`)
	trailingZeroRx  = lazyre.New(`(?m)[.0]+$`)
	versionDigitsRx = lazyre.New(`\A[0-9]+\z`)
)

// VersionCmp compares two loosely formatted version strings as Puppet's
// versioncmp function does: the strings are split into runs of digits,
// runs of other characters, and the separators '-' and '.'; runs compare
// numerically when both are digits (as text when either has a leading
// zero), else case-insensitively, and '-' sorts before '.' sorts before
// anything else. With ignoreTrailingZeroes, trailing ".0" parts (and any
// trailing zeroes) of the part before the first '-' are dropped first.
func VersionCmp(a, b string, ignoreTrailingZeroes bool) int {
	if ignoreTrailingZeroes {
		a, b = dropTrailingZeroes(a), dropTrailingZeroes(b)
	}
	ax := versionTokenRx().FindAllString(a, -1)
	bx := versionTokenRx().FindAllString(b, -1)
	for len(ax) > 0 && len(bx) > 0 {
		x, y := ax[0], bx[0]
		ax, bx = ax[1:], bx[1:]
		switch {
		case x == y:
			continue
		case x == "-":
			return -1
		case y == "-":
			return 1
		case x == ".":
			return -1
		case y == ".":
			return 1
		}
		if versionDigitsRx().MatchString(x) && versionDigitsRx().MatchString(y) {
			if x[0] == '0' || y[0] == '0' {
				return strings.Compare(x, y)
			}
			return cmpNum(x, y)
		}
		return strings.Compare(strings.ToUpper(x), strings.ToUpper(y))
	}
	return strings.Compare(a, b)
}

// dropTrailingZeroes removes the last run of '.' and '0' characters that
// ends a line of the first '-'-separated part, as Puppet's normalization
// does (so "1.0.0" becomes "1", and also "10" becomes "1").
func dropTrailingZeroes(v string) string {
	parts := strings.Split(v, "-")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 {
		return ""
	}
	if loc := trailingZeroRx().FindStringIndex(parts[0]); loc != nil {
		parts[0] = parts[0][:loc[0]] + parts[0][loc[1]:]
	}
	return strings.Join(parts, "-")
}
