package rubyfmt

import (
	"math"
	"strconv"
)

// hexFloat renders v >= 0 in %a form: "0x" is returned apart so that zero
// padding goes between it and the digits, as Ruby does. The mantissa is
// normalized to a leading 1 (also for subnormal numbers); a precision
// rounds the fraction half to even, carrying into the exponent.
func hexFloat(s Spec, v float64) (string, []byte) {
	const fracBits = 52
	upper := s.Verb == 'A'
	lead := "0x"
	digitSet := "0123456789abcdef"
	if upper {
		lead = "0X"
		digitSet = "0123456789ABCDEF"
	}
	var mant uint64
	exp := 0
	if v != 0 {
		frac, e := math.Frexp(v)
		mant = uint64(math.Ldexp(frac, fracBits+1))
		exp = e - 1
	}
	nfrac := fracBits / 4
	if s.Prec >= 0 && s.Prec <= nfrac {
		// Ruby rounds by adding and subtracting 1.0 at a scaled exponent;
		// at 13 digits that addition loses one more bit, so the last
		// of the 52 fraction bits is rounded away too.
		keep := 4 * s.Prec
		if s.Prec == nfrac {
			keep = fracBits - 1
		}
		drop := uint(fracBits - keep)
		rem := mant & (1<<drop - 1)
		half := uint64(1) << (drop - 1)
		mant >>= drop
		if rem > half || (rem == half && mant&1 == 1) {
			mant++
		}
		if mant>>keep >= 2 {
			mant >>= 1
			exp++
		}
		mant <<= drop - uint(fracBits-4*s.Prec)
		nfrac = s.Prec
	}
	digits := make([]byte, 0, nfrac+1)
	for i := nfrac; i >= 0; i-- {
		digits = append(digits, digitSet[mant>>(4*uint(i))&0xf])
	}
	if s.Prec < 0 {
		digits = append(digits[:1:1], trimZeros(digits[1:])...)
	}
	body := make([]byte, 0, len(digits)+8)
	body = append(body, digits[0])
	if len(digits) > 1 || s.Prec > 0 || s.Sharp {
		body = append(body, '.')
	}
	body = append(body, digits[1:]...)
	for i := len(digits) - 1; i < s.Prec; i++ {
		body = append(body, '0')
	}
	if upper {
		body = append(body, 'P')
	} else {
		body = append(body, 'p')
	}
	if exp >= 0 {
		body = append(body, '+')
	}
	return lead, strconv.AppendInt(body, int64(exp), 10)
}
