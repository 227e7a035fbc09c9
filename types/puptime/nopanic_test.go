package puptime

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// randomText builds strings from the characters the engines treat
// specially, so that odd combinations are reached often.
func randomText(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, r.IntN(n+1))
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// No input makes the engines panic.
func TestEnginesNeverPanic(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const fmtChars = "%%%%-_0^#:EO123456789aAbBcCdDeFgGhHIjklLmMnNpPrRsStTuUvVwWxXyYzZ+Qq .\t\xff"
	const strChars = "0123456789 -+:.,/TZamptuecsdgUTCPSEDTzMn\t\x00\xc3"
	for range 20000 {
		format := randomText(r, fmtChars, 12)
		c := CivilAt(r.Int64N(1<<40)-1<<39, r.IntN(1e9), r.Int64N(200000)-100000)
		c.UTC = r.IntN(2) == 0
		_, _ = Strftime(format, &c)
		_, _ = Strptime(randomText(r, strChars, 24), format)
		if f, err := CompileSpanFormat(format); err == nil {
			f.Format(r.IntN(2) == 0, big.NewInt(r.Int64N(1<<62)))
			_, _ = f.Parse(randomText(r, strChars, 16))
		}
		_, _ = ParseSpan(randomText(r, strChars, 12), []string{format, "%H:%M"})
		if z, err := LookupZone(randomText(r, strChars, 10)); err == nil {
			_, _, _ = z.FormatOffset()
			z.Offset()
		}
	}
	var zero Civil
	_, _ = Strftime("%a %A %b %B %c %v %G %V %U", &zero)
}
