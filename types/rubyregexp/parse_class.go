package rubyregexp

import "strings"

// classSets is a bracket expression being built: the runes it holds and
// the part of them that takes part in cross-ASCII case folding (all but
// what \w and \W contributed).
type classSets struct {
	raw, asc []runeRange
}

func (c *classSets) add(set runeSet, inAsc bool) {
	c.raw = append(c.raw, set...)
	if inAsc {
		c.asc = append(c.asc, set...)
	}
}

// parseClass parses a bracket expression after its '[' through its ']'
// and returns the runes it matches. As in Onigmo, (?i) folds the whole
// expression once, before its negation is applied.
func (p *parser) parseClass(f flags) (runeSet, error) {
	raw, asc, neg, err := p.parseClassBody(f)
	if err != nil {
		return nil, err
	}
	if f.ignoreCase {
		raw = foldSet(raw, asc)
	}
	if neg {
		raw = raw.complement()
	}
	return raw, nil
}

// parseClassBody parses a bracket expression after its '[' through its
// ']': its runes, their folding part (see classSets) and whether it is
// negated. Nested classes are resolved (negation included); operands of
// && are intersected.
func (p *parser) parseClassBody(f flags) (raw, asc runeSet, neg bool, err error) {
	if err := p.enter(); err != nil {
		return nil, nil, false, err
	}
	defer func() { p.depth-- }()
	if !p.eof() && p.peek() == '^' {
		neg = true
		p.pos++
	}
	var operands []classSets
	var cur classSets
	for first := true; ; first = false {
		if p.eof() {
			return nil, nil, false, syntaxError("premature end of char-class")
		}
		if p.peek() == ']' && !first {
			p.pos++
			break
		}
		if p.hasPrefix("&&") {
			p.pos += 2
			operands = append(operands, cur)
			cur = classSets{}
			continue
		}
		if err := p.classItem(f, &cur); err != nil {
			return nil, nil, false, err
		}
	}
	operands = append(operands, cur)
	raw, asc = normalize(operands[0].raw), normalize(operands[0].asc)
	for _, o := range operands[1:] {
		raw = raw.intersect(normalize(o.raw))
		asc = asc.intersect(normalize(o.asc))
	}
	return raw, asc, neg, nil
}

// classItem parses one item of a bracket expression into cur: a
// character or range, a nested class, a POSIX bracket or a class escape.
func (p *parser) classItem(f flags, cur *classSets) error {
	var set runeSet
	inAsc := true
	switch {
	case p.hasPrefix("[:") && p.posixAhead():
		s, err := p.posixBracket(f)
		if err != nil {
			return err
		}
		set, inAsc = s, f.charset != 'a'
	case p.peek() == '[':
		p.pos++
		r, a, n, err := p.parseClassBody(f)
		if err != nil {
			return err
		}
		if n {
			r, a = r.complement(), a.complement()
		}
		cur.raw = append(cur.raw, r...)
		cur.asc = append(cur.asc, a...)
		return p.noRangeAfterSet()
	case p.peek() == '\\':
		s, isWord, rs, err := p.classEscape(f)
		if err != nil {
			return err
		}
		if s == nil {
			return p.classChars(rs, cur)
		}
		set, inAsc = s, !isWord
	default:
		return p.classChars([]rune{p.nextRune()}, cur)
	}
	cur.add(set, inAsc)
	return p.noRangeAfterSet()
}

// noRangeAfterSet rejects a range whose start is a set, like [\d-z].
func (p *parser) noRangeAfterSet() error {
	if p.hasPrefix("-") && p.peekAt(1) != ']' && p.pos+1 < len(p.src) {
		return syntaxError("unmatched range specifier in char-class")
	}
	return nil
}

// classChars adds characters to cur; when a '-' and a range end follow
// the (last) character, it adds the range.
func (p *parser) classChars(rs []rune, cur *classSets) error {
	for _, r := range rs[:len(rs)-1] {
		cur.add(single(r), true)
	}
	lo := rs[len(rs)-1]
	if !p.hasPrefix("-") || p.pos+1 >= len(p.src) || p.peekAt(1) == ']' {
		cur.add(single(lo), true)
		return nil
	}
	p.pos++ // '-'
	var hi rune
	switch p.peek() {
	case '[':
		return syntaxError("char-class value at end of range")
	case '\\':
		s, _, ends, err := p.classEscape(flags{})
		if err != nil {
			return err
		}
		if s != nil || len(ends) != 1 {
			return syntaxError("char-class value at end of range")
		}
		hi = ends[0]
	default:
		hi = p.nextRune()
	}
	if hi < lo {
		return syntaxError("empty range in char class")
	}
	cur.add(span(lo, hi), true)
	return nil
}

// classEscape parses an escape inside a bracket expression: either a set
// (\d, \p{..}, ...; isWord for \w and \W) or characters.
func (p *parser) classEscape(f flags) (set runeSet, isWord bool, chars []rune, err error) {
	p.pos++ // '\'
	if p.eof() {
		return nil, false, nil, syntaxError("premature end of char-class")
	}
	switch c := p.peek(); c {
	case 'd', 'D', 'w', 'W', 's', 'S', 'h', 'H':
		p.pos++
		set, isWord = escapeClass(c, f)
		return set, isWord, nil, nil
	case 'p', 'P':
		if p.peekAt(1) == '{' {
			raw, neg, err := p.parseProperty()
			if neg {
				raw = raw.complement()
			}
			return raw, false, nil, err
		}
	case '8', '9':
		p.pos++
		return nil, false, []rune{rune(c)}, nil
	}
	chars, err = p.charEscape(true)
	return nil, false, chars, err
}

// posixAhead reports whether the "[:" at the position opens a POSIX
// bracket: a ":]" comes before the class's next unescaped ']'.
func (p *parser) posixAhead() bool {
	for i := p.pos + 2; i < len(p.src); i++ {
		switch {
		case strings.HasPrefix(p.src[i:], ":]"):
			return true
		case p.src[i] == '\\':
			i++
		case p.src[i] == ']':
			return false
		}
	}
	return false
}

// posixBracket parses [:name:] or [:^name:] at the "[:".
func (p *parser) posixBracket(f flags) (runeSet, error) {
	p.pos += 2
	neg := false
	if !p.eof() && p.peek() == '^' {
		neg = true
		p.pos++
	}
	end := strings.Index(p.src[p.pos:], ":]")
	set, ok := posixBracket(p.src[p.pos:p.pos+end], f.charset == 'a')
	if !ok {
		return nil, syntaxError("invalid POSIX bracket type")
	}
	p.pos += end + 2
	if neg {
		set = set.complement()
	}
	return set, nil
}
