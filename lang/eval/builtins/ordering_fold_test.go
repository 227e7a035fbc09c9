package builtins

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// foldCompared is what compare() answered before compareFold: both
// strings lowered by asciiLower, then compared.
func foldCompared(a, b string) int {
	return strings.Compare(asciiLower(a), asciiLower(b))
}

func TestCompareFoldMatchesLowering(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"", ""},
		{"", "a"},
		{"a", ""},
		{"abc", "ABC"},
		{"abc", "abd"},
		{"ABD", "abc"},
		{"web1", "web10"},
		{"Web10", "web1"},
		{"a[", "A_"}, // '[' and '_' lie between the cases
		{"Z", "a"},   // 'Z' lowered is after 'a'
		{"@", "`"},   // neighbours of the letters are not lowered
		{"é", "É"},   // only ASCII is lowered
		{"aé", "Ab"}, // a non-ASCII byte after an equal prefix
		{"ab\xff", "AB\x80"},
		{"\xffa", "\xfeA"}, // bytes that are not UTF-8 become U+FFFD
		{"x\xff", "x\uFFFD"},
		{"naïve", "NAÏVE"},
	} {
		assert.Equal(t, foldCompared(tc.a, tc.b), compareFold(tc.a, tc.b), "%q <=> %q", tc.a, tc.b)
	}
}

func FuzzCompareFold(f *testing.F) {
	f.Add("abc", "ABD")
	f.Add("x\xff", "x\uFFFD")
	f.Add("aé", "AÉ")
	f.Fuzz(func(t *testing.T, a, b string) {
		if got, want := compareFold(a, b), foldCompared(a, b); got != want {
			t.Fatalf("compareFold(%q, %q) = %d, lowering both gives %d", a, b, got, want)
		}
	})
}
