package rubyregexp

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// enter guards against nesting deep enough to exhaust the stack.
func (p *parser) enter() error {
	p.depth++
	if p.depth > maxNesting {
		return syntaxError("parse depth limit over")
	}
	return nil
}

// groupBody parses the inside of a group and its closing ')'.
func (p *parser) groupBody(f flags) (*node, error) {
	n, err := p.parseAlt(f)
	if err != nil {
		return nil, err
	}
	if p.eof() {
		return nil, syntaxError("end pattern with unmatched parenthesis")
	}
	p.pos++ // ')'
	return n, nil
}

// parseGroup parses a group starting at '('. For an option-only group
// such as (?i) it returns, as rest, the remainder of the enclosing group
// parsed under the new options (Onigmo's scoping).
func (p *parser) parseGroup(f flags) (atom, rest *node, err error) {
	if err := p.enter(); err != nil {
		return nil, nil, err
	}
	defer func() { p.depth-- }()
	p.pos++ // '('
	if p.eof() || p.peek() != '?' {
		return p.captureBody(f, p.newCapture(""))
	}
	p.pos++ // '?'
	if p.eof() {
		return nil, nil, syntaxError("end pattern in group")
	}
	switch c := p.peek(); c {
	case ':':
		p.pos++
		body, err := p.groupBody(f)
		return &node{op: opGroup, subs: []*node{body}}, nil, err
	case '=', '!':
		p.pos++
		body, err := p.groupBody(f)
		kind := lookAhead
		if c == '!' {
			kind = lookAheadNot
		}
		return &node{op: opLook, look: kind, subs: []*node{body}}, nil, err
	case '>':
		p.pos++
		body, err := p.groupBody(f)
		return &node{op: opAtomic, subs: []*node{body}}, nil, err
	case '~':
		return nil, nil, syntaxError("the absent operator (?~...) is not supported")
	case '(':
		n, err := p.parseConditional(f)
		return n, nil, err
	case '<':
		if next := p.peekAt(1); next == '=' || next == '!' {
			p.pos += 2
			return p.parseLookbehind(f, next == '!')
		}
		return p.parseNamedGroup(f, '>')
	case '\'':
		return p.parseNamedGroup(f, '\'')
	}
	return p.parseOptions(f)
}

// parseLookbehind parses a look-behind body and checks it has the shapes
// Ruby allows: alternatives of fixed length, no captures when negative.
func (p *parser) parseLookbehind(f flags, negative bool) (atom, rest *node, err error) {
	body, err := p.groupBody(f)
	if err != nil {
		return nil, nil, err
	}
	branches := []*node{body}
	if body.op == opAlt {
		branches = body.subs
	}
	for _, b := range branches {
		if _, ok := fixedLength(b, negative); !ok {
			return nil, nil, syntaxError("invalid pattern in look-behind")
		}
	}
	kind := lookBehind
	if negative {
		kind = lookBehindNot
	}
	return &node{op: opLook, look: kind, subs: []*node{body}}, nil, nil
}

// fixedLength returns the number of characters n always matches, and
// whether n may appear in a look-behind at all.
func fixedLength(n *node, negative bool) (int, bool) {
	switch n.op {
	case opEmpty, opKeep:
		return 0, true
	case opLiteral:
		return len(n.lit), true
	case opSet:
		return 1, true
	case opAssert:
		return 0, n.assert != assertTextEnd && n.assert != assertTextEndNL
	case opLook:
		return 0, n.look == lookBehind || n.look == lookBehindNot
	case opCapture:
		if negative {
			return 0, false
		}
		return fixedLength(n.subs[0], negative)
	case opGroup:
		return fixedLength(n.subs[0], negative)
	case opConcat:
		total := 0
		for _, s := range n.subs {
			l, ok := fixedLength(s, negative)
			if !ok {
				return 0, false
			}
			total += l
		}
		return total, true
	case opAlt:
		first := -1
		for _, s := range n.subs {
			l, ok := fixedLength(s, negative)
			if !ok || (first >= 0 && l != first) {
				return 0, false
			}
			first = l
		}
		return first, true
	case opRepeat:
		if n.min != n.max || n.rep == possessive {
			return 0, false
		}
		l, ok := fixedLength(n.subs[0], negative)
		return l * n.min, ok
	}
	return 0, false
}

// newCapture registers a capture group opened at the position.
func (p *parser) newCapture(name string) *capture {
	c := &capture{parseIndex: len(p.caps) + 1, name: name}
	p.caps = append(p.caps, c)
	if name != "" {
		p.names[name] = append(p.names[name], c)
	}
	return c
}

// readName reads a group name up to term (consumed).
func (p *parser) readName(term byte) (string, bool) {
	end := strings.IndexByte(p.src[p.pos:], term)
	if end < 0 {
		return p.src[p.pos:], false
	}
	name := p.src[p.pos : p.pos+end]
	p.pos += end + 1
	return name, true
}

// validGroupName reports whether Ruby accepts name for a group: word
// characters, not starting with a digit.
func validGroupName(name string) bool {
	for i, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || unicode.Is(unicode.M, r)) {
			return false
		}
		if i == 0 && unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// parseNamedGroup parses (?<name>...) or (?'name'...) after "(?".
func (p *parser) parseNamedGroup(f flags, term byte) (atom, rest *node, err error) {
	p.pos++ // '<' or '\''
	name, ok := p.readName(term)
	if ok && name == "" {
		return nil, nil, syntaxError("group name is empty")
	}
	if !ok || !validGroupName(name) {
		return nil, nil, syntaxError("invalid group name <" + name + ">")
	}
	return p.captureBody(f, p.newCapture(name))
}

// captureBody parses the inside of capture group c and its ')'.
func (p *parser) captureBody(f flags, c *capture) (atom, rest *node, err error) {
	p.open = append(p.open, c)
	body, err := p.groupBody(f)
	p.open = p.open[:len(p.open)-1]
	return &node{op: opCapture, cap: c, subs: []*node{body}}, nil, err
}

// parseOptions parses (?imx-imx) or (?imx-imx:...) after "(?".
func (p *parser) parseOptions(f flags) (atom, rest *node, err error) {
	on := true
	for !p.eof() {
		c := p.peek()
		p.pos++
		switch c {
		case '-':
			on = false
		case 'i':
			f.ignoreCase = on
		case 'm':
			f.dotAll = on
		case 'x':
			f.extended = on
		case 'a', 'd', 'u':
			if !on {
				return nil, nil, syntaxError("undefined group option")
			}
			f.charset = c
		case ':':
			body, err := p.groupBody(f)
			return &node{op: opGroup, subs: []*node{body}}, nil, err
		case ')':
			rest, err := p.parseAlt(f)
			if err != nil {
				return nil, nil, err
			}
			return nil, &node{op: opGroup, subs: []*node{rest}}, nil
		default:
			return nil, nil, syntaxError("undefined group option")
		}
	}
	return nil, nil, syntaxError("end pattern in group")
}

// parseConditional parses (?(cond)yes|no) after "(?".
func (p *parser) parseConditional(f flags) (*node, error) {
	p.pos++ // '('
	n := &node{op: opCond}
	var err error
	switch {
	case !p.eof() && p.peek() >= '0' && p.peek() <= '9':
		start := p.pos
		for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
			p.pos++
		}
		idx, convErr := strconv.Atoi(p.src[start:p.pos])
		if convErr != nil {
			idx = -1
		}
		if idx >= 1 && idx <= len(p.caps) {
			if err := p.checkNotOpen(p.caps[idx-1]); err != nil {
				return nil, err
			}
		}
		p.numberedRefs = append(p.numberedRefs, &numberedRef{node: n, index: idx})
	case !p.eof() && (p.peek() == '<' || p.peek() == '\''):
		term := byte('>')
		if p.peek() == '\'' {
			term = '\''
		}
		p.pos++
		if err = p.bindReference(n, term); err != nil {
			return nil, err
		}
	default:
		return nil, syntaxError("invalid conditional pattern")
	}
	if p.eof() || p.peek() != ')' {
		return nil, syntaxError("invalid conditional pattern")
	}
	p.pos++
	body, err := p.groupBody(f)
	if err != nil {
		return nil, err
	}
	switch {
	case body.op != opAlt:
		n.subs = []*node{body, {op: opEmpty}}
	case len(body.subs) == 2:
		n.subs = body.subs
	default:
		for _, r := range p.numberedRefs {
			if r.node == n && r.index > len(p.caps) {
				return nil, syntaxError("invalid backref number/name")
			}
		}
		return nil, syntaxError("invalid conditional pattern")
	}
	return n, nil
}

// bindReference reads the name or number of a \k<...> reference or a
// (?(<...>)...) condition up to term and binds it to n.
func (p *parser) bindReference(n *node, term byte) error {
	name, ok := p.readName(term)
	if name == "" {
		return syntaxError("group name is empty")
	}
	if !ok {
		return syntaxError("invalid group name <" + name + ">")
	}
	if num, err := strconv.Atoi(name); err == nil {
		if num < 0 {
			num = len(p.caps) + 1 + num
			if num <= 0 {
				return syntaxError("invalid backref number/name")
			}
		}
		if num <= len(p.caps) {
			if err := p.checkNotOpen(p.caps[num-1]); err != nil {
				return err
			}
		}
		p.numberedRefs = append(p.numberedRefs, &numberedRef{node: n, index: num})
		return nil
	}
	if i := strings.LastIndexAny(name, "+-"); i > 0 {
		level, err := strconv.Atoi(name[i+1:])
		if err == nil {
			if level != 0 {
				return syntaxError("backreferences with a nest level are not supported")
			}
			name = name[:i]
		}
	}
	groups := p.names[name]
	if len(groups) == 0 {
		return syntaxError("undefined name <" + name + "> reference")
	}
	n.groups = append([]*capture(nil), groups...)
	return p.checkNotOpen(groups...)
}

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
