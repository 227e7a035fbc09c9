package rubyregexp

import (
	"strconv"
	"strings"
	"unicode"
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
		if idx == 0 {
			// Group 0 is the whole match, which no condition can test.
			return nil, syntaxError("invalid group name <" + p.src[start:p.pos] + ">")
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
	start := p.pos
	name, ok := p.readName(term)
	if name == "" {
		return syntaxError("group name is empty")
	}
	if !ok {
		return syntaxError("invalid group name <" + name + ">")
	}
	if num, err := strconv.Atoi(name); err == nil {
		if num == 0 {
			// Group 0, the whole match, cannot be referred to; Onigmo
			// quotes the rest of the pattern.
			return syntaxError("invalid group name <" + p.src[start:] + ">")
		}
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
