package rubyfmt

import (
	"math"
	"math/bits"
	"strconv"
)

// Ruby converts floats to decimal with David Gay's dtoa. For short outputs
// (at most 14 digits) dtoa first tries a fast estimate in floating point
// arithmetic. Ruby's copy of dtoa changes what that estimate does when the
// remainder after the last digit is within its error bound of one half:
// instead of falling back to exact arithmetic it rounds the last digit
// half to even, and when that digit is even it keeps the digits without
// rounding up even if the exact value lies above the tie. That is why
// Ruby prints format('%.1f', 0.45) as "0.4" and format('%.2f', 2.675) as
// "2.68". Outside that window the result is the correctly rounded one,
// which strconv produces.

// tens are the exact powers of ten that dtoa keeps in a table.
var tens = [...]float64{
	1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
	1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
	1e20, 1e21, 1e22,
}

// bigtens are the binary-split powers of ten dtoa scales with.
var bigtens = [...]float64{1e16, 1e32, 1e64, 1e128, 1e256}

// dtoa modes used by printf-style formatting.
const (
	modeShortest    = 0 // shortest digits that read back as the same float
	modeSignificant = 2 // ndigits significant digits
	modeFraction    = 3 // ndigits digits after the decimal point
)

// quickOutcome is what the floating point estimate concluded.
type quickOutcome int

const (
	quickFailed   quickOutcome = iota // exact arithmetic must decide
	quickDone                         // the digits are final
	quickTruncate                     // near a tie with an even last digit: exact digits, not rounded up
)

// decimalDigits returns the digits of v > 0 and the position of the
// decimal point relative to them (value = 0.DIGITS * 10^decpt), as Ruby's
// dtoa computes them for mode and ndigits. Trailing zeros are removed
// except where dtoa keeps them (%g shows those); no digits at all means
// the value rounded to zero.
func decimalDigits(v float64, mode, ndigits int) (digits []byte, decpt int) {
	if mode == modeShortest {
		return parseE(strconv.AppendFloat(nil, v, 'e', -1, 64))
	}
	d, decpt, outcome := quickDigits(v, mode, ndigits)
	switch outcome {
	case quickDone:
		return d, decpt
	case quickTruncate:
		return truncatedDigits(v, mode, ndigits)
	}
	if mode == modeSignificant {
		return parseE(strconv.AppendFloat(nil, v, 'e', ndigits-1, 64))
	}
	return parseF(strconv.AppendFloat(nil, v, 'f', ndigits, 64))
}

// truncatedDigits returns the exact decimal expansion of v cut (not
// rounded) to the digits mode and ndigits ask for.
func truncatedDigits(v float64, mode, ndigits int) ([]byte, int) {
	// 767 significant digits hold the exact expansion of any double.
	d, decpt := parseE(strconv.AppendFloat(nil, v, 'e', 767, 64))
	keep := ndigits
	if mode == modeFraction {
		keep = decpt + ndigits
	}
	if keep < 0 {
		keep = 0
	}
	if keep >= len(d) {
		return d, decpt
	}
	rest := d[keep:]
	d = d[:keep]
	if rest[0] > '5' || rest[0] == '5' && len(trimZeros(rest)) > 1 {
		// dtoa's exact pass wanted to round up and was told not to; it
		// returns its digits without removing trailing zeros.
		return d, decpt
	}
	return trimZeros(d), decpt
}

// parseE splits strconv's 'e' output "d.ddde±xx" into digits and decpt.
func parseE(b []byte) ([]byte, int) {
	e := len(b) - 1
	for b[e] != 'e' {
		e--
	}
	exp, _ := strconv.Atoi(string(b[e+1:]))
	digits := make([]byte, 0, e)
	for _, c := range b[:e] {
		if c != '.' {
			digits = append(digits, c)
		}
	}
	return normalize(digits, exp+1)
}

// parseF splits strconv's 'f' output "ddd.ddd" into digits and decpt.
func parseF(b []byte) ([]byte, int) {
	digits := make([]byte, 0, len(b))
	decpt := len(b)
	for i, c := range b {
		if c == '.' {
			decpt = i
			continue
		}
		digits = append(digits, c)
	}
	return normalize(digits, decpt)
}

// normalize removes leading and trailing zeros, adjusting decpt.
func normalize(digits []byte, decpt int) ([]byte, int) {
	i := 0
	for i < len(digits) && digits[i] == '0' {
		i++
	}
	digits = trimZeros(digits[i:])
	if len(digits) == 0 {
		return digits, 0
	}
	return digits, decpt - i
}

func trimZeros(d []byte) []byte {
	for len(d) > 0 && d[len(d)-1] == '0' {
		d = d[:len(d)-1]
	}
	return d
}

// quickDigits is dtoa's floating point estimate for modes 2 and 3,
// including Ruby's half-to-even change. Every arithmetic step is written
// out with explicit conversions so that no fused multiply-add alters the
// rounding of intermediate results.
func quickDigits(v float64, mode, ndigits int) ([]byte, int, quickOutcome) {
	k, kCheck := estimateExponent(v)
	var ilim, ilim1 int
	if mode == modeSignificant {
		if ndigits <= 0 {
			ndigits = 1
		}
		ilim, ilim1 = ndigits, ndigits
	} else {
		ilim = ndigits + k + 1
		ilim1 = ilim - 1
	}
	if ilim < 0 || ilim > 14 {
		return nil, 0, quickFailed
	}
	d := v
	ieps := 2
	if k > 0 {
		ds := tens[k&0xf]
		j := k >> 4
		if j&0x10 != 0 {
			j &= 0xf
			d = float64(d / bigtens[len(bigtens)-1])
			ieps++
		}
		for i := 0; j != 0; j, i = j>>1, i+1 {
			if j&1 != 0 {
				ieps++
				ds = float64(ds * bigtens[i])
			}
		}
		d = float64(d / ds)
	} else if j1 := -k; j1 != 0 {
		d = float64(d * tens[j1&0xf])
		for j, i := j1>>4, 0; j != 0; j, i = j>>1, i+1 {
			if j&1 != 0 {
				ieps++
				d = float64(d * bigtens[i])
			}
		}
	}
	if kCheck && d < 1 && ilim > 0 {
		if ilim1 <= 0 {
			return nil, 0, quickFailed
		}
		ilim = ilim1
		k--
		d = float64(d * 10)
		ieps++
	}
	eps := math.Ldexp(float64(float64(ieps)*d)+7, -52)
	if ilim == 0 {
		d = float64(d - 5)
		switch {
		case d > eps:
			return []byte{'1'}, k + 2, quickDone
		case d < -eps:
			return nil, 0, quickDone
		}
		return nil, 0, quickFailed
	}
	eps = float64(eps * tens[ilim-1])
	digits := make([]byte, 0, ilim)
	for i := 1; ; i++ {
		l := int64(d)
		d = float64(d - float64(l))
		if d == 0 {
			ilim = i
		}
		digits = append(digits, byte('0'+l))
		if i == ilim {
			switch {
			case d > float64(0.5+eps):
				digits, k = bumpUp(digits, k)
				return digits, k + 1, quickDone
			case d < float64(0.5-eps):
				return trimZeros(digits), k + 1, quickDone
			case l&1 != 0:
				digits, k = bumpUp(digits, k)
				return digits, k + 1, quickDone
			}
			return nil, 0, quickTruncate
		}
		d = float64(d * 10)
	}
}

// bumpUp adds one unit in the last digit, dropping the nines it carries
// through; an all-nines string becomes "1" one decade up.
func bumpUp(digits []byte, k int) ([]byte, int) {
	for len(digits) > 0 && digits[len(digits)-1] == '9' {
		digits = digits[:len(digits)-1]
	}
	if len(digits) == 0 {
		return append(digits, '1'), k + 1
	}
	digits[len(digits)-1]++
	return digits, k
}

// estimateExponent is dtoa's first guess at floor(log10(v)) for v > 0,
// and whether that guess still needs checking.
func estimateExponent(v float64) (k int, check bool) {
	b := math.Float64bits(v)
	var d2 float64
	var i int
	if e := int(b >> 52 & 0x7ff); e != 0 {
		d2 = math.Float64frombits(b&(1<<52-1) | 0x3ff<<52)
		i = e - 1023
	} else {
		mant := b & (1<<52 - 1)
		n := bits.Len64(mant)
		var x uint32
		if n > 32 {
			x = uint32(mant >> (n - 32))
		} else {
			x = uint32(mant << (32 - n))
		}
		d2 = math.Ldexp(float64(x), -31)
		i = n - 1075
	}
	t := float64(float64(d2-1.5) * 0.289529654602168)
	t = float64(t + 0.1760912590558)
	ds := float64(t + float64(float64(i)*0.301029995663981))
	k = int(ds)
	if ds < 0 && ds != float64(k) {
		k--
	}
	check = true
	if k >= 0 && k <= 22 {
		if v < tens[k] {
			k--
		}
		check = false
	}
	return k, check
}
