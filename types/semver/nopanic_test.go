package semver

import (
	"math/rand/v2"
	"testing"
)

// No input makes parsing, inclusion, merging or versioncmp panic.
func TestSemverNeverPanics(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const chars = "0123456789.-+xX*<>=~^| vab\n"
	text := func(n int) string {
		b := make([]byte, r.IntN(n+1))
		for i := range b {
			b[i] = chars[r.IntN(len(chars))]
		}
		return string(b)
	}
	var ranges []*Range
	for range 20000 {
		v, verr := Parse(text(12))
		rng, rerr := ParseRange(text(20))
		if rerr == nil {
			ranges = append(ranges, rng)
			_ = rng.Canonical()
			if verr == nil {
				rng.Includes(v)
			}
		}
		VersionCmp(text(10), text(10), r.IntN(2) == 0)
	}
	for i := 0; i+3 < len(ranges); i += 3 {
		merged := MergeRanges(ranges[i : i+3])
		for _, m := range merged {
			CoveredBy(m, ranges[i])
		}
	}
}
