package rubyfmt

import (
	"math/big"
	"math/bits"
	"strconv"
)

// base returns the radix and the bits per digit of an integer verb.
func base(verb byte) (radix int, digitBits int) {
	switch verb {
	case 'x', 'X':
		return 16, 4
	case 'o':
		return 8, 3
	case 'b', 'B':
		return 2, 1
	}
	return 10, 0
}

// prefix returns the '#' prefix of an integer verb.
func prefix(verb byte) string {
	switch verb {
	case 'o':
		return "0"
	case 'x':
		return "0x"
	case 'X':
		return "0X"
	case 'b':
		return "0b"
	case 'B':
		return "0B"
	}
	return ""
}

// signed reports whether the verb prints a sign rather than a two's
// complement form for negative values.
func (s Spec) signed() bool {
	radix, _ := base(s.Verb)
	return radix == 10 || s.Plus || s.Space
}

// AppendInt appends v formatted under s. The verb must be one of
// d i u x X o b B; Ruby prints negative numbers in x, X, o, b and B as a
// two's complement "..f01" form unless '+' or ' ' is given.
func AppendInt(buf []byte, s Spec, v int64) []byte {
	radix, digitBits := base(s.Verb)
	var tmp [72]byte
	if v >= 0 || s.signed() {
		mag := uint64(v)
		if v < 0 {
			mag = -mag
		}
		digits := strconv.AppendUint(tmp[:0], mag, radix)
		return layoutInt(buf, s, digits, v < 0, false)
	}
	mag := -uint64(v)
	n := twosComplementDigits(bits.Len64(mag), digitBits, mag&(mag-1) == 0)
	if n*digitBits > 64 {
		return AppendBigInt(buf, s, big.NewInt(v))
	}
	word := uint64(v)
	if n*digitBits < 64 {
		word &= 1<<(n*digitBits) - 1
	}
	digits := strconv.AppendUint(tmp[:0], word, radix)
	return layoutInt(buf, s, digits, true, true)
}

// AppendBigInt is AppendInt for integers of any size.
func AppendBigInt(buf []byte, s Spec, v *big.Int) []byte {
	radix, digitBits := base(s.Verb)
	neg := v.Sign() < 0
	if !neg || s.signed() {
		mag := new(big.Int).Abs(v)
		return layoutInt(buf, s, mag.Append(nil, radix), neg, false)
	}
	mag := new(big.Int).Neg(v)
	singleBit := mag.TrailingZeroBits() == uint(mag.BitLen()-1)
	n := twosComplementDigits(mag.BitLen(), digitBits, singleBit)
	word := new(big.Int).Lsh(big.NewInt(1), uint(n*digitBits))
	word.Sub(word, mag)
	return layoutInt(buf, s, word.Append(nil, radix), true, true)
}

// twosComplementDigits returns how many digits of digitBits bits Ruby uses
// to show a negative number whose magnitude has bitLen bits: enough that
// the leading digit is all ones (f, 7, 1) and the next one is not.
func twosComplementDigits(bitLen, digitBits int, singleBit bool) int {
	n := (bitLen + digitBits - 1) / digitBits
	nlz := n*digitBits - bitLen
	if !(nlz == digitBits-1 && singleBit) {
		n++
	}
	return n
}

// signDigit is the digit that repeats to the left of a two's complement
// form.
func signDigit(verb byte) byte {
	switch verb {
	case 'x':
		return 'f'
	case 'X':
		return 'F'
	case 'o':
		return '7'
	}
	return '1'
}

// layoutInt places sign, prefix, dots, digits and padding the way Ruby's
// sprintf does. digits are the magnitude (or the two's complement digits
// when dots is set) in lower case.
func layoutInt(buf []byte, s Spec, digits []byte, neg, dots bool) []byte {
	width, prec := s.Width, s.Prec
	hasPrec := prec >= 0
	var sc byte
	if !dots {
		switch {
		case neg:
			sc = '-'
		case s.Plus:
			sc = '+'
		case s.Space:
			sc = ' '
		}
		if sc != 0 {
			width--
		}
	}
	if dots {
		prec -= 2
		width -= 2
	}
	if s.Verb == 'X' {
		for i, c := range digits {
			if c >= 'a' && c <= 'f' {
				digits[i] = c - 'a' + 'A'
			}
		}
	}
	n := len(digits)
	pfx := ""
	if s.Sharp {
		pfx = prefix(s.Verb)
	}
	isZero := n == 1 && digits[0] == '0'
	if pfx == "0" {
		switch {
		case dots:
			pfx = ""
		case isZero:
			n = 0
			if hasPrec {
				prec--
			}
		case hasPrec && prec > n:
			pfx = ""
		}
	} else if isZero {
		pfx = ""
	}
	width -= len(pfx)
	if s.Zero && !s.Minus && !hasPrec {
		prec = width
		width = 0
	} else {
		if prec < n {
			if pfx == "" && prec == 0 && isZero {
				n = 0
			}
			prec = n
		}
		width -= prec
	}
	if !s.Minus {
		buf = pad(buf, ' ', width)
		width = 0
	}
	if sc != 0 {
		buf = append(buf, sc)
	}
	buf = append(buf, pfx...)
	if dots {
		buf = append(buf, '.', '.')
	}
	if prec > n {
		if neg && dots {
			buf = pad(buf, signDigit(s.Verb), prec-n)
		} else {
			buf = pad(buf, '0', prec-n)
		}
	}
	buf = append(buf, digits[:n]...)
	return pad(buf, ' ', width)
}
