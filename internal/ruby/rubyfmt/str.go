package rubyfmt

import (
	"math/big"
	"unicode/utf8"
)

// AppendString appends str under a %s spec: the precision keeps at most
// that many characters, the width pads with spaces (on the right with
// '-'). Both count characters, not bytes. Other flags have no effect.
func AppendString(buf []byte, s Spec, str string) []byte {
	if s.Width < 0 && s.Prec < 0 {
		return append(buf, str...)
	}
	n := utf8.RuneCountInString(str)
	if s.Prec >= 0 && s.Prec < n {
		cut := 0
		for i := 0; i < s.Prec; i++ {
			_, size := utf8.DecodeRuneInString(str[cut:])
			cut += size
		}
		str = str[:cut]
		n = s.Prec
	}
	if !s.Minus {
		buf = pad(buf, ' ', s.Width-n)
	}
	buf = append(buf, str...)
	if s.Minus {
		buf = pad(buf, ' ', s.Width-n)
	}
	return buf
}

// AppendChar appends the character c under a %c spec: only the width and
// '-' apply, and the character counts as one column.
func AppendChar(buf []byte, s Spec, c rune) []byte {
	if !s.Minus {
		buf = pad(buf, ' ', s.Width-1)
	}
	buf = utf8.AppendRune(buf, c)
	if s.Minus {
		buf = pad(buf, ' ', s.Width-1)
	}
	return buf
}

// AppendIntegerFixed appends an integer under %f exactly, as Ruby does for
// Integer arguments: all digits, then a point and prec zeros. The '#'
// flag has no effect here.
func AppendIntegerFixed(buf []byte, s Spec, v *big.Int) []byte {
	prec := s.precision()
	neg := v.Sign() < 0
	digits := new(big.Int).Abs(v).Append(nil, 10)
	size := len(digits) + prec
	hasSign := neg || s.Plus || s.Space
	if hasSign {
		size++
	}
	if prec > 0 {
		size++
	}
	fill := 0
	if s.Width > size {
		fill = s.Width - size
	}
	if !s.Minus && !s.Zero {
		buf = pad(buf, ' ', fill)
	}
	if hasSign {
		switch {
		case neg:
			buf = append(buf, '-')
		case s.Plus:
			buf = append(buf, '+')
		default:
			buf = append(buf, ' ')
		}
	}
	if !s.Minus && s.Zero {
		buf = pad(buf, '0', fill)
	}
	buf = append(buf, digits...)
	if prec > 0 {
		buf = append(buf, '.')
		buf = pad(buf, '0', prec)
	}
	if s.Minus {
		buf = pad(buf, ' ', fill)
	}
	return buf
}
