package rubyregexp

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// parseEscape parses an escape outside a character class, at '\'.
func (p *parser) parseEscape(f flags) (*node, error) {
	p.pos++ // '\'
	if p.eof() {
		return nil, syntaxError("too short escape sequence")
	}
	c := p.peek()
	switch c {
	case 'd', 'D', 'w', 'W', 's', 'S', 'h', 'H':
		p.pos++
		set, _ := escapeClass(c, f)
		return &node{op: opSet, set: set}, nil
	case 'p', 'P':
		if p.peekAt(1) != '{' {
			break
		}
		raw, neg, err := p.parseProperty()
		if err != nil {
			return nil, err
		}
		if f.ignoreCase {
			raw = foldSet(raw, raw)
		}
		if neg {
			raw = raw.complement()
		}
		return &node{op: opSet, set: raw}, nil
	case 'b', 'B':
		p.pos++
		kind := assertWordB
		if c == 'B' {
			kind = assertNotWordB
		}
		return &node{op: opAssert, assert: kind, ascii: f.charset == 'a'}, nil
	case 'A', 'z', 'Z', 'G':
		p.pos++
		kind := map[byte]assertion{'A': assertTextStart, 'z': assertTextEnd, 'Z': assertTextEndNL, 'G': assertSearchStart}[c]
		return &node{op: opAssert, assert: kind}, nil
	case 'K':
		p.pos++
		return &node{op: opKeep}, nil
	case 'R':
		p.pos++
		return &node{op: opLinebreak}, nil
	case 'X':
		return nil, syntaxError(`\X (extended grapheme cluster) is not supported`)
	case 'g':
		if next := p.peekAt(1); next == '<' || next == '\'' {
			return nil, syntaxError(`subexpression calls (\g<...>) are not supported`)
		}
	case 'k':
		next := p.peekAt(1)
		if next != '<' && next != '\'' {
			break
		}
		p.pos += 2
		n := &node{op: opBackref, fold: f.ignoreCase}
		if err := p.bindReference(n, map[byte]byte{'<': '>', '\'': '\''}[next]); err != nil {
			return nil, err
		}
		return n, nil
	case '1', '2', '3', '4', '5', '6', '7', '8', '9':
		n, err := p.numericBackref(f)
		if n != nil || err != nil {
			return n, err
		}
	}
	rs, err := p.charEscape(false)
	if err != nil {
		return nil, err
	}
	return literals(rs, f), nil
}

// numericBackref parses \N at a digit when Ruby reads it as a
// backreference: N at most 9, or no more than the groups opened so far.
// Otherwise it consumes nothing and returns nil (an octal escape or a
// literal digit follows).
func (p *parser) numericBackref(f flags) (*node, error) {
	end := p.pos
	for end < len(p.src) && p.src[end] >= '0' && p.src[end] <= '9' {
		end++
	}
	num, err := strconv.Atoi(p.src[p.pos:end])
	if err != nil || num > 1000 || (num > len(p.caps) && num > 9) {
		return nil, nil
	}
	if num <= len(p.caps) {
		if err := p.checkNotOpen(p.caps[num-1]); err != nil {
			return nil, err
		}
	}
	p.pos = end
	n := &node{op: opBackref, fold: f.ignoreCase}
	p.numberedRefs = append(p.numberedRefs, &numberedRef{node: n, index: num})
	return n, nil
}

// escapeClass is the set of \d \w \s \h (or their negations) under the
// character-set option; isWord marks \w and \W, which Onigmo leaves out of
// cross-ASCII case folding.
func escapeClass(c byte, f flags) (set runeSet, isWord bool) {
	unicodeMode := f.charset == 'u'
	switch c | 0x20 {
	case 'd':
		set = asciiDigits
		if unicodeMode {
			set = fromTables(unicode.Nd)
		}
	case 'w':
		set, isWord = asciiWord, true
		if unicodeMode {
			set = unicodeWord()
		}
	case 's':
		set = asciiSpace
		if unicodeMode {
			set = fromTables(unicode.White_Space)
		}
	case 'h':
		set = hexDigits
	}
	if c >= 'A' && c <= 'Z' {
		set = set.complement()
	}
	return set, isWord
}

// parseProperty parses {name} or {^name} after \p or \P (at the p).
func (p *parser) parseProperty() (raw runeSet, neg bool, err error) {
	neg = p.peek() == 'P'
	p.pos += 2 // "p{"
	if !p.eof() && p.peek() == '^' {
		neg = !neg
		p.pos++
	}
	end := strings.IndexByte(p.src[p.pos:], '}')
	if end < 0 {
		return nil, false, syntaxError("invalid character property name {}")
	}
	name := p.src[p.pos : p.pos+end]
	p.pos += end + 1
	set, ok := property(name)
	if !ok {
		return nil, false, syntaxError("invalid character property name {" + name + "}")
	}
	return set, neg, nil
}

// charEscape parses an escape that stands for characters, at the
// character after '\'. inClass selects the meaning of \b (backspace) and
// of digits (always octal). \u{...} may stand for several characters.
func (p *parser) charEscape(inClass bool) ([]rune, error) {
	c := p.peek()
	switch c {
	case 't':
		p.pos++
		return []rune{'\t'}, nil
	case 'n':
		p.pos++
		return []rune{'\n'}, nil
	case 'r':
		p.pos++
		return []rune{'\r'}, nil
	case 'f':
		p.pos++
		return []rune{'\f'}, nil
	case 'v':
		p.pos++
		return []rune{'\v'}, nil
	case 'a':
		p.pos++
		return []rune{'\a'}, nil
	case 'e':
		p.pos++
		return []rune{0x1b}, nil
	case 'b':
		if inClass {
			p.pos++
			return []rune{'\b'}, nil
		}
	case 'u':
		return p.unicodeEscape()
	case 'c', 'C':
		r, err := p.controlEscape()
		return []rune{r}, err
	case 'M':
		return nil, syntaxError("invalid multibyte escape")
	case 'x', '0', '1', '2', '3', '4', '5', '6', '7':
		r, err := p.byteEscapes()
		return []rune{r}, err
	}
	return []rune{p.nextRune()}, nil
}

// unicodeEscape parses \uXXXX or \u{X Y ...} at the u.
func (p *parser) unicodeEscape() ([]rune, error) {
	p.pos++ // 'u'
	if !p.eof() && p.peek() == '{' {
		end := strings.IndexByte(p.src[p.pos:], '}')
		if end < 0 {
			return nil, syntaxError("invalid Unicode list")
		}
		fields := strings.Fields(p.src[p.pos+1 : p.pos+end])
		if len(fields) == 0 {
			return nil, syntaxError("invalid Unicode list")
		}
		var out []rune
		for _, h := range fields {
			v, err := strconv.ParseUint(h, 16, 32)
			if err != nil || len(h) > 6 {
				return nil, syntaxError("invalid Unicode list")
			}
			if !validScalar(rune(v)) {
				return nil, syntaxError("invalid Unicode range")
			}
			out = append(out, rune(v))
		}
		p.pos += end + 1
		return out, nil
	}
	if len(p.src)-p.pos < 4 {
		return nil, syntaxError("invalid Unicode escape")
	}
	v, err := strconv.ParseUint(p.src[p.pos:p.pos+4], 16, 32)
	if err != nil {
		return nil, syntaxError("invalid Unicode escape")
	}
	if !validScalar(rune(v)) {
		return nil, syntaxError("invalid Unicode range")
	}
	p.pos += 4
	return []rune{rune(v)}, nil
}

// validScalar reports whether r is a Unicode scalar value.
func validScalar(r rune) bool { return r <= unicode.MaxRune && (r < 0xd800 || r > 0xdfff) }

// controlEscape parses \cX or \C-X at the c or C.
func (p *parser) controlEscape() (rune, error) {
	if p.peek() == 'C' {
		p.pos++
		if p.eof() || p.peek() != '-' {
			return 0, syntaxError("too short control escape")
		}
	}
	p.pos++ // 'c' or '-'
	if p.eof() || p.peek() >= utf8.RuneSelf || p.peek() == '\\' {
		return 0, syntaxError("too short control escape")
	}
	c := p.peek()
	p.pos++
	return rune(c & 0x9f), nil
}

// byteEscapes parses a byte escape; a byte of 0x80 or more must be the
// start of a UTF-8 sequence completed by the escapes that follow.
func (p *parser) byteEscapes() (rune, error) {
	b, err := p.byteEscape()
	if err != nil || b < utf8.RuneSelf {
		return rune(b), err
	}
	buf := []byte{b}
	for !utf8.FullRune(buf) {
		if p.eof() || p.peek() != '\\' || !strings.ContainsRune("x01234567", rune(p.peekAt(1))) {
			return 0, syntaxError("too short escaped multibyte character")
		}
		p.pos++
		nb, err := p.byteEscape()
		if err != nil {
			return 0, err
		}
		buf = append(buf, nb)
	}
	r, size := utf8.DecodeRune(buf)
	if r == utf8.RuneError && size <= 1 {
		return 0, syntaxError("invalid multibyte escape")
	}
	return r, nil
}

// byteEscape parses one \xHH or octal escape at the x or digit and
// returns the byte value.
func (p *parser) byteEscape() (byte, error) {
	if p.peek() == 'x' {
		p.pos++
		v, n := 0, 0
		for n < 2 && !p.eof() && isHex(p.peek()) {
			v = v*16 + hexVal(p.peek())
			p.pos++
			n++
		}
		if n == 0 {
			return 0, syntaxError("invalid hex escape")
		}
		return byte(v), nil
	}
	maxDigits := 3
	if p.peek() == '0' {
		p.pos++
		maxDigits = 2
	}
	v, n := 0, 0
	for n < maxDigits && !p.eof() && p.peek() >= '0' && p.peek() <= '7' {
		v = v*8 + int(p.peek()-'0')
		p.pos++
		n++
	}
	return byte(v), nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}
