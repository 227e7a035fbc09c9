package syntax

// number lexes a number starting with a digit, with Puppet's checks and
// messages for malformed ones ("Not a valid octal number 08").
func (l *lexer) number() {
	before := l.pos
	if end, ok := matchNumber(l.text, before); ok {
		v := l.text[before:end]
		l.assertNumeric(v, before)
		l.setMatched(before, end)
		l.pos = end
		l.emit(tNumber, before, end, v, before)
		return
	}
	// Not a number: report the whole word, or, when a dot and digits
	// precede it (`1.2a`), the number it was meant to be.
	after := before
	for after < len(l.text) && isWordByte(l.text[after]) {
		after++
	}
	invalid := l.text[before:after]
	if before > 1 && l.text[before-1] == '.' {
		start := before
		for p := before - 2; p >= 0 && isDigit(l.text[p]); p-- {
			start = p
		}
		if start != before {
			before = start
			invalid = l.text[before:after]
		}
	}
	l.assertNumeric(invalid, before)
	l.fail("Illegal number '"+invalid+"'", before+1, false)
}

// matchNumber matches \b(0[xX][0-9A-Fa-f]+|0?\d+(\.\d+)?([eE]-?\d+)?)\b
// at i, trying the alternatives in the order a backtracking matcher does.
func matchNumber(s string, i int) (int, bool) {
	if i > 0 && isWordByte(s[i-1]) {
		return 0, false
	}
	boundary := func(e int) bool { return e >= len(s) || !isWordByte(s[e]) }
	digits := func(p int) int {
		for p < len(s) && isDigit(s[p]) {
			p++
		}
		return p
	}
	if s[i] == '0' && i+1 < len(s) && (s[i+1] == 'x' || s[i+1] == 'X') {
		p := i + 2
		for p < len(s) && isHexDigit(s[p]) {
			p++
		}
		if p > i+2 && boundary(p) {
			return p, true
		}
	}
	intEnd := digits(i)
	exponent := func(p int) int {
		if p < len(s) && (s[p] == 'e' || s[p] == 'E') {
			q := p + 1
			if q < len(s) && s[q] == '-' {
				q++
			}
			if e := digits(q); e > q {
				return e
			}
		}
		return -1
	}
	if intEnd < len(s) && s[intEnd] == '.' {
		if fracEnd := digits(intEnd + 1); fracEnd > intEnd+1 {
			if e := exponent(fracEnd); e >= 0 && boundary(e) {
				return e, true
			}
			if boundary(fracEnd) {
				return fracEnd, true
			}
		}
	}
	if e := exponent(intEnd); e >= 0 && boundary(e) {
		return e, true
	}
	if boundary(intEnd) {
		return intEnd, true
	}
	return 0, false
}

func isHexDigit(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// assertNumeric checks the form of a number (hex, octal, decimal) as
// Puppet's lexer does and fails with its message.
func (l *lexer) assertNumeric(v string, pos int) {
	switch {
	case len(v) >= 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'):
		ok := len(v) > 2
		for i := 2; i < len(v); i++ {
			ok = ok && isHexDigit(v[i])
		}
		if !ok {
			l.fail("Not a valid hex number "+v, pos, false)
		}
	case len(v) >= 2 && v[0] == '0' && v[1] != '.':
		ok := true
		for i := 1; i < len(v); i++ {
			ok = ok && v[i] >= '0' && v[i] <= '7'
		}
		if !ok {
			l.fail("Not a valid octal number "+v, pos, false)
		}
	case leadingDigitsThen(v, "eE."):
		if !isDecimalNumber(v) {
			l.fail("Not a valid decimal number "+v, pos, false)
		}
	default:
		for i := 0; i < len(v); i++ {
			if !isDigit(v[i]) {
				l.fail("Illegal number '"+v+"'", pos, false)
			}
		}
	}
}

// leadingDigitsThen reports whether v is one or more digits followed by
// one of the bytes in set.
func leadingDigitsThen(v, set string) bool {
	i := 0
	for i < len(v) && isDigit(v[i]) {
		i++
	}
	if i == 0 || i == len(v) {
		return false
	}
	for j := 0; j < len(set); j++ {
		if v[i] == set[j] {
			return true
		}
	}
	return false
}

// isDecimalNumber reports whether v matches \d+(\.\d+)?([eE]-?\d+)?.
func isDecimalNumber(v string) bool {
	e, ok := matchNumber(v, 0)
	return ok && e == len(v) && !(len(v) > 1 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'))
}
