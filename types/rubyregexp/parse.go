package rubyregexp

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// flags are the options in force while parsing: Ruby's i, m (dot matches
// newline), x and the character-set option d (default), a (ASCII) or u
// (Unicode).
type flags struct {
	ignoreCase bool
	dotAll     bool
	extended   bool
	charset    byte
}

// syntaxError is a parse failure; Compile turns it into an *Error.
type syntaxError string

func (e syntaxError) Error() string { return string(e) }

// maxRepeat is Onigmo's largest repeat count.
const maxRepeat = 100000

// parser turns Ruby regular-expression syntax into a node tree.
type parser struct {
	src          string
	pos          int
	caps         []*capture            // by parse index - 1
	names        map[string][]*capture // named groups defined so far
	numberedRefs []*numberedRef        // \1, \k<1>, (?(1)...), resolved after parsing
	open         []*capture            // capture groups being parsed, innermost last
	depth        int
}

// numberedRef is a reference by number, resolved once all groups are known.
type numberedRef struct {
	node  *node
	index int
}

// maxNesting bounds group nesting so that hostile patterns cannot exhaust
// the stack.
const maxNesting = 1000

// parse parses src under the initial flags f. It returns the tree and the
// capture groups as written.
func parse(src string, f flags) (*node, []*capture, error) {
	if !utf8.ValidString(src) {
		return nil, nil, syntaxError("invalid multibyte character")
	}
	p := &parser{src: src, names: map[string][]*capture{}}
	n, err := p.parseAlt(f)
	if err != nil {
		return nil, nil, err
	}
	if p.pos < len(p.src) { // only a ')' stops the top level early
		return nil, nil, syntaxError("unmatched close parenthesis")
	}
	if err := p.resolve(); err != nil {
		return nil, nil, err
	}
	return n, p.caps, nil
}

// resolve numbers the groups the way Ruby does (when any group is named,
// only named groups capture) and binds references by number.
func (p *parser) resolve() error {
	named := len(p.names) > 0
	if named && len(p.numberedRefs) > 0 {
		return syntaxError("numbered backref/call is not allowed. (use name)")
	}
	n := 0
	for _, c := range p.caps {
		if !named || c.name != "" {
			n++
			c.number = n
		}
	}
	for _, r := range p.numberedRefs {
		if r.index < 1 || r.index > len(p.caps) {
			return syntaxError("invalid backref number/name")
		}
		r.node.groups = []*capture{p.caps[r.index-1]}
	}
	return nil
}

// errSelfReference rejects a reference to a group from inside it: Onigmo
// then sees whatever an earlier, backtracked attempt left in the group,
// which no other engine reproduces.
var errSelfReference = syntaxError("a backreference or condition inside the group it refers to is not supported")

// checkNotOpen rejects a reference, at the position, to any of groups.
func (p *parser) checkNotOpen(groups ...*capture) error {
	for _, g := range groups {
		for _, o := range p.open {
			if g == o {
				return errSelfReference
			}
		}
	}
	return nil
}

func (p *parser) eof() bool { return p.pos >= len(p.src) }

func (p *parser) peek() byte { return p.src[p.pos] }

func (p *parser) peekAt(off int) byte {
	if p.pos+off < len(p.src) {
		return p.src[p.pos+off]
	}
	return 0
}

func (p *parser) hasPrefix(s string) bool { return strings.HasPrefix(p.src[p.pos:], s) }

// nextRune consumes and returns the next character.
func (p *parser) nextRune() rune {
	r, w := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += w
	return r
}

// skipTrivia skips (?#...) comments and, in extended mode, white space
// and #-comments: the things Onigmo's tokenizer drops between tokens.
func (p *parser) skipTrivia(f flags) error {
	for !p.eof() {
		switch c := p.peek(); {
		case p.hasPrefix("(?#"):
			p.pos += 3
			for {
				if p.eof() {
					return syntaxError("end pattern in group")
				}
				c := p.peek()
				p.pos++
				if c == '\\' && !p.eof() {
					p.nextRune()
				} else if c == ')' {
					break
				}
			}
		case f.extended && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'):
			p.pos++
		case f.extended && c == '#':
			for !p.eof() && p.peek() != '\n' {
				p.pos++
			}
		default:
			return nil
		}
	}
	return nil
}

// parseAlt parses alternatives up to a ')' (not consumed) or the end.
func (p *parser) parseAlt(f flags) (*node, error) {
	var branches []*node
	for {
		n, err := p.parseConcat(f)
		if err != nil {
			return nil, err
		}
		branches = append(branches, n)
		if p.eof() || p.peek() != '|' {
			break
		}
		p.pos++
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &node{op: opAlt, subs: branches}, nil
}

// parseConcat parses a sequence of quantified atoms up to '|', ')' or the
// end.
func (p *parser) parseConcat(f flags) (*node, error) {
	var items []*node
	for {
		if err := p.skipTrivia(f); err != nil {
			return nil, err
		}
		if p.eof() || p.peek() == '|' || p.peek() == ')' {
			break
		}
		if isQuantifierStart(p) {
			return nil, syntaxError("target of repeat operator is not specified")
		}
		atom, rest, err := p.parseAtom(f)
		if err != nil {
			return nil, err
		}
		if rest != nil { // (?imx) applies to the rest of the group, alternatives included
			items = append(items, rest)
			break
		}
		// \u{61 62} stands for several characters; a quantifier binds to the last.
		switch {
		case atom.op == opConcat:
			items = append(items, atom.subs[:len(atom.subs)-1]...)
			atom = atom.subs[len(atom.subs)-1]
		case atom.op == opLiteral && len(atom.lit) > 1:
			items = append(items, &node{op: opLiteral, lit: atom.lit[:len(atom.lit)-1]})
			atom = &node{op: opLiteral, lit: atom.lit[len(atom.lit)-1:]}
		}
		if atom, err = p.parseQuantifiers(f, atom); err != nil {
			return nil, err
		}
		items = append(items, atom)
	}
	return concat(items), nil
}

// concat builds a sequence, merging adjacent literals.
func concat(items []*node) *node {
	var out []*node
	for _, it := range items {
		if it.op == opEmpty {
			continue
		}
		if it.op == opLiteral && len(out) > 0 && out[len(out)-1].op == opLiteral {
			last := out[len(out)-1]
			last.lit = append(last.lit, it.lit...)
			continue
		}
		if it.op == opLiteral {
			it = &node{op: opLiteral, lit: append([]rune(nil), it.lit...)}
		}
		out = append(out, it)
	}
	switch len(out) {
	case 0:
		return &node{op: opEmpty}
	case 1:
		return out[0]
	}
	return &node{op: opConcat, subs: out}
}

// isQuantifierStart reports whether a quantifier starts at the position.
func isQuantifierStart(p *parser) bool {
	switch p.peek() {
	case '*', '+', '?':
		return true
	case '{':
		iv, _ := p.scanInterval()
		return iv.ok
	}
	return false
}

// interval is a {n}, {n,}, {,m} or {n,m} quantifier.
type interval struct {
	lo, hi int  // hi < 0: unbounded
	size   int  // bytes of source text
	exact  bool // {n}: no comma
	ok     bool // false: the text is not an interval and Ruby reads '{' literally
}

// scanInterval reads an interval at the position without consuming it;
// err reports an interval Ruby rejects.
func (p *parser) scanInterval() (interval, error) {
	s := p.src[p.pos:]
	end := strings.IndexByte(s, '}')
	if end < 0 {
		return interval{}, nil
	}
	loText, hiText, comma := strings.Cut(s[1:end], ",")
	if !allDigits(loText) || !allDigits(hiText) || (loText == "" && hiText == "") {
		return interval{}, nil
	}
	iv := interval{size: end + 1, exact: !comma, ok: true}
	num := func(t string) (int, error) {
		if t == "" {
			return 0, nil
		}
		v, err := strconv.Atoi(t)
		if err != nil || v > maxRepeat {
			return 0, syntaxError("too big number for repeat range")
		}
		return v, nil
	}
	var err error
	if iv.lo, err = num(loText); err != nil {
		return iv, err
	}
	switch {
	case !comma:
		iv.hi = iv.lo
	case hiText == "":
		iv.hi = -1
	default:
		if iv.hi, err = num(hiText); err != nil {
			return iv, err
		}
		if iv.hi < iv.lo {
			return iv, syntaxError("upper is smaller than lower in repeat range")
		}
	}
	return iv, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseQuantifiers applies any quantifiers that follow atom. Ruby allows
// chains (a**, a+?+); each applies to everything before it. A '?' right
// after *, + or ? makes it lazy and a '+' possessive; after {n,m} only
// '?' (lazy) binds, and after {n} neither does.
func (p *parser) parseQuantifiers(f flags, atom *node) (*node, error) {
	for {
		if err := p.skipTrivia(f); err != nil {
			return nil, err
		}
		if p.eof() {
			return atom, nil
		}
		var lo, hi int
		isInterval, exact := false, false
		switch p.peek() {
		case '*':
			lo, hi = 0, -1
			p.pos++
		case '+':
			lo, hi = 1, -1
			p.pos++
		case '?':
			lo, hi = 0, 1
			p.pos++
		case '{':
			iv, err := p.scanInterval()
			if !iv.ok {
				return atom, nil
			}
			if err != nil {
				return nil, err
			}
			lo, hi, isInterval, exact = iv.lo, iv.hi, true, iv.exact
			p.pos += iv.size
		default:
			return atom, nil
		}
		rep := greedy
		if !p.eof() && !exact {
			switch {
			case p.peek() == '?':
				rep = lazy
				p.pos++
			case p.peek() == '+' && !isInterval:
				rep = possessive
				p.pos++
			}
		}
		atom = &node{op: opRepeat, subs: []*node{atom}, min: lo, max: hi, rep: rep}
	}
}

// parseAtom parses one atom. When it meets an option-only group such as
// (?i) it instead parses the rest of the enclosing group under the new
// options and returns that as rest.
func (p *parser) parseAtom(f flags) (atom, rest *node, err error) {
	c := p.peek()
	switch c {
	case '(':
		return p.parseGroup(f)
	case '[':
		p.pos++
		set, err := p.parseClass(f)
		return &node{op: opSet, set: set}, nil, err
	case '.':
		p.pos++
		if f.dotAll {
			return &node{op: opSet, set: allRunes}, nil, nil
		}
		return &node{op: opSet, set: allRunes.minus(single('\n'))}, nil, nil
	case '^':
		p.pos++
		return &node{op: opAssert, assert: assertLineStart}, nil, nil
	case '$':
		p.pos++
		return &node{op: opAssert, assert: assertLineEnd}, nil, nil
	case '\\':
		n, err := p.parseEscape(f)
		return n, nil, err
	}
	return literal(p.nextRune(), f), nil, nil
}

// literal is the node for the character r under flags f.
func literal(r rune, f flags) *node {
	if f.ignoreCase {
		if o := orbit(r); len(o) > 1 || o[0].lo != o[0].hi {
			return &node{op: opSet, set: o}
		}
	}
	return &node{op: opLiteral, lit: []rune{r}}
}

// literals is the node for a sequence of characters under flags f.
func literals(rs []rune, f flags) *node {
	items := make([]*node, len(rs))
	for i, r := range rs {
		items[i] = literal(r, f)
	}
	return concat(items)
}
