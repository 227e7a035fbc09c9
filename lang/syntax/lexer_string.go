package syntax

import (
	"strings"
	"unicode/utf8"
)

// escapeSet says which characters a backslash escapes in a kind of string.
type escapeSet struct {
	backslash, dollar, squote, dquote bool
	r, n, t, s, u                     bool
	lines                             bool // backslash-newline joins lines
	warn                              bool // warn about unknown escapes
}

// dqEscapes are the escapes of double-quoted strings, the only strings in
// which an unknown escape draws a warning.
var dqEscapes = escapeSet{backslash: true, dollar: true, squote: true, dquote: true,
	r: true, n: true, t: true, s: true, u: true, lines: true, warn: true}

func (e *escapeSet) any() bool { return e.backslash }

// has reports whether the character c (one rune) is escapable.
func (e *escapeSet) has(c rune) bool {
	switch c {
	case '\\':
		return e.backslash
	case '$':
		return e.dollar
	case '\'':
		return e.squote
	case '"':
		return e.dquote
	case 'r':
		return e.r
	case 'n':
		return e.n
	case 't':
		return e.t
	case 's':
		return e.s
	case 'u':
		return e.u
	}
	return false
}

// enterComposite marks the start of a string or heredoc; it returns
// whether this one is the outermost (and must be closed by leave).
func (l *lexer) enterComposite() bool {
	l.depth++
	if l.depth > maxLexDepth {
		l.fail("Strings and heredocs are nested too deeply", l.pos, false)
	}
	if l.composite >= 0 {
		return false
	}
	l.composite = len(l.out.toks)
	return true
}

func (l *lexer) leaveComposite(outer bool) {
	l.depth--
	if outer {
		l.composite = -1
	}
	if n := len(l.out.toks); n > 0 {
		l.prev, l.noPrev = l.out.toks[n-1].kind, false
	}
}

// followedBy is Puppet's preview of the text at p: five characters and
// "...", with \t \n \r escaped, or "<eof>".
func (l *lexer) followedBy(p int) string {
	if p >= len(l.text) {
		return "<eof>"
	}
	rest := l.text[p:]
	n := 0
	for i := range rest {
		if n == 5 {
			rest = rest[:i]
			break
		}
		n++
	}
	r := strings.NewReplacer("\t", `\t`, "\n", `\n`, "\r", `\r`)
	return r.Replace(rest) + "..."
}

// unclosedQuote fails with Puppet's message for a string left open at p.
func (l *lexer) unclosedQuote(p int) {
	m := l.matched()
	after := "'" + m + "'"
	if m == "'" {
		after = `"'"`
	}
	l.fail("Unclosed quote after "+after+" followed by '"+l.followedBy(p)+"'", p, true)
}

// setSlurpMatched records what Puppet's slurp pattern matched: the
// character before the backslashes preceding the terminator at q (when
// inside the slurped text [start, q)), those backslashes, and the
// terminator [q, end).
func (l *lexer) setSlurpMatched(start, q, end int) {
	k := q
	for k > start && l.text[k-1] == '\\' {
		k--
	}
	if k > start {
		_, n := utf8.DecodeLastRuneInString(l.text[start:k])
		k -= n
	}
	l.setMatched(k, end)
}

func (l *lexer) singleQuoted() {
	before := l.pos
	p := before + 1
	if k := quoteAfterPairs(l.text, p, '\'', '\''); k >= 0 {
		p = k
	}
	for p < len(l.text) && l.text[p] != '\'' {
		if l.text[p] == '\\' {
			p++
		}
		p++
	}
	if p >= len(l.text) {
		l.setMatched(before, before+1)
		l.unclosedQuote(before + 1)
	}
	l.setSlurpMatched(before+1, p, p+1)
	raw := l.text[before+1 : p]
	l.pos = p + 1
	l.emit(tString, before, l.pos, unescapeSingle(raw), -1)
}

// unescapeSingle processes the two escapes of single-quoted strings.
func unescapeSingle(raw string) string {
	if strings.IndexByte(raw, '\\') < 0 {
		return raw
	}
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c == '\\' && i+1 < len(raw) && (raw[i+1] == '\\' || raw[i+1] == '\'') {
			b.WriteByte(raw[i+1])
			i++
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// Terminators of a slurped string segment.
const (
	termEnd    = iota // closing quote, or end of a heredoc's text
	termInterp        // ${
	termVar           // $name
)

// segment is one slurped piece of an interpolating string.
type segment struct {
	text     string // processed text
	term     int
	dollar   int // offset of the `$` for termInterp and termVar
	varEnd   int // end of the variable name for termVar
	nameFrom int // start of the variable name for termVar
}

func (l *lexer) doubleQuoted() {
	before := l.pos
	outer := l.enterComposite()
	l.pos++
	l.setMatched(before, before+1)
	l.interpolate(before, true, slurpUQ, &dqEscapes)
	l.leaveComposite(outer)
}

// interpolate lexes an interpolating string from l.pos: a double-quoted
// string (dq, opened at start) or a heredoc's text. It emits a tString,
// or tDQPre, expression tokens, tDQMid ..., tDQPost.
func (l *lexer) interpolate(start int, dq bool, mode slurpMode, esc *escapeSet) {
	first := true
	for {
		seg := l.slurpSegment(dq, mode, esc)
		switch seg.term {
		case termEnd:
			if first {
				l.emit(tString, start, l.pos, seg.text, -1)
			} else {
				l.emit(tDQPost, start, l.pos, seg.text, -1)
			}
			return
		case termInterp:
			l.queue(partKind(first), start, l.pos, seg.text, -1)
			l.interpolation()
		case termVar:
			l.queue(partKind(first), start, seg.dollar, seg.text, -1)
			l.queue(tVariable, seg.dollar, seg.varEnd, l.text[seg.nameFrom:seg.varEnd], seg.nameFrom)
			l.setMatched(seg.nameFrom, seg.varEnd)
			l.pos = seg.varEnd
		}
		first = false
		start = l.pos
	}
}

func partKind(first bool) tokenKind {
	if first {
		return tDQPre
	}
	return tDQMid
}

// slurpSegment scans string text up to the next terminator, keeping a `$`
// that starts no variable as text.
func (l *lexer) slurpSegment(dq bool, mode slurpMode, esc *escapeSet) segment {
	text := ""
	for {
		from := l.pos
		q, term := l.findTerminator(dq, mode)
		if q < 0 {
			l.unclosedQuote(from)
		}
		after := q
		switch term {
		case '"', '$':
			after++
		case '{':
			after += 2
		}
		text += l.unescape(l.text[from:q], esc, after)
		switch term {
		case '"':
			l.setSlurpMatched(from, q, q+1)
			l.pos = q + 1
			return segment{text: text, term: termEnd}
		case 0:
			l.pos = q
			return segment{text: text, term: termEnd}
		case '{':
			l.setSlurpMatched(from, q, q+2)
			l.pos = q + 2
			return segment{text: text, term: termInterp, dollar: q}
		}
		l.setSlurpMatched(from, q, q+1)
		l.pos = q + 1
		if e := scanVarName(l.text, q+1); e > q+1 {
			return segment{text: text, term: termVar, dollar: q, nameFrom: q + 1, varEnd: e}
		}
		// The failed variable scan leaves nothing matched.
		l.setMatched(q, q)
		text += "$"
	}
}

// findTerminator finds where the current string segment ends: the offset
// and '"' (closing quote), '{' (`${`), '$' (`$`) or 0 (end of heredoc
// text). It returns -1 when a double-quoted string is not closed.
func (l *lexer) findTerminator(dq bool, mode slurpMode) (int, byte) {
	s := l.text
	if mode == slurpAll {
		return len(s), 0
	}
	start := l.pos
	if dq {
		if k := quoteAfterPairs(s, start, '"', '$'); k >= 0 {
			start = k
		}
	}
	for p := start; p < len(s); p++ {
		switch s[p] {
		case '\\':
			if dq || mode == slurpUQ {
				p++
			}
		case '"':
			if dq {
				return p, '"'
			}
		case '$':
			if p+1 < len(s) && s[p+1] == '{' {
				return p, '{'
			}
			return p, '$'
		}
	}
	if dq {
		return -1, 0
	}
	return len(s), 0
}

// quoteAfterPairs finds a terminator that Puppet's slurp patterns,
// (?:[^\\]|^)(?:\\\\)*TERM, prefer to the one at p: when the segment
// starts with the closing quote q directly followed, after pairs of
// backslashes, by another terminator (q or other), the first quote is
// text. It returns the offset of that later terminator, or -1.
func quoteAfterPairs(s string, p int, q, other byte) int {
	if p >= len(s) || s[p] != q {
		return -1
	}
	k := p + 1
	for k+1 < len(s) && s[k] == '\\' && s[k+1] == '\\' {
		k += 2
	}
	if k < len(s) && (s[k] == q || s[k] == other) {
		return k
	}
	return -1
}

// interpolation lexes the expression of `${ ... }` up to its closing brace.
// As in Puppet, a lone name, number or keyword (`${x}`, `${0}`) and the
// first word before `[` or `.` (`${x[1]}`, `${x.each ...}`) become variables.
func (l *lexer) interpolation() {
	count := l.braces
	l.braces++
	if !l.skipWS() {
		l.setMatched(l.pos, l.pos)
	}
	first := len(l.out.toks)
	for l.pos < len(l.text) {
		if l.text[l.pos] == '}' && l.braces == count+1 {
			l.braces--
			l.pos++
			l.prev, l.noPrev = tRBrace, false
			toks := l.out.toks
			n := len(toks) - first
			if n == 1 || n > 1 && (toks[first+1].kind == tDot || toks[first+1].kind == tLBrack) {
				t := &toks[first]
				if t.kind == tNumber || t.kind == tName || t.kind == tWord || t.kind.isKeyword() {
					t.kind = tVariable
				}
			}
			return
		}
		quiet := l.yieldsNoToken()
		l.lexToken()
		if quiet && !l.skipWS() {
			// Puppet skips blanks after what yields no token; a failed
			// skip leaves nothing matched.
			l.setMatched(l.pos, l.pos)
		}
	}
}

// yieldsNoToken reports whether what starts at the current position is
// something Puppet's lexer hands no token for: blanks, a line break, a
// comment or a heredoc (whose tokens it queues).
func (l *lexer) yieldsNoToken() bool {
	switch l.text[l.pos] {
	case '\n', '#':
		return true
	case '/':
		return l.peekByte(1) == '*'
	case '@':
		return l.peekByte(1) == '('
	}
	return blankAt(l.text, l.pos) > 0
}

// unescape applies the escapes of esc to raw text; at is the offset after
// the text's terminator, where Puppet reports its escape errors and
// warnings.
func (l *lexer) unescape(raw string, esc *escapeSet, at int) string {
	if !esc.any() || strings.IndexByte(raw, '\\') < 0 {
		return raw
	}
	if esc.u {
		var ok bool
		if raw, ok = unicodeEscapes(raw); !ok {
			l.fail(badUnicodeEscape, at, false)
		}
	}
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' || i+1 >= len(raw) {
			b.WriteByte(c)
			continue
		}
		switch raw[i+1] {
		case '\n':
			if !esc.lines {
				b.WriteString("\\\n")
			}
			i++
			continue
		case '\r':
			if i+2 < len(raw) && raw[i+2] == '\n' {
				if !esc.lines {
					b.WriteString("\\\r\n")
				}
				i += 2
				continue
			}
			b.WriteByte(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(raw[i+1:])
		i += n
		if !esc.has(r) {
			if esc.warn {
				l.warn("Unrecognized escape sequence '\\"+string(r)+"'", at)
			}
			b.WriteByte('\\')
			b.WriteRune(r)
			continue
		}
		switch r {
		case 'r':
			b.WriteByte('\r')
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 's':
			b.WriteByte(' ')
		case 'u':
			l.warn(badUnicodeEscape, at)
			b.WriteString(`\u`)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// unicodeEscapes replaces each \uXXXX and \u{X...} preceded by an even
// number of backslashes. Puppet repeats its replacement until nothing
// changes, so an escape that produces a backslash can form a new escape
// with the text after it; keeping the output as a stack gives the same
// result in one pass. ok is false for a code point that is not a valid
// character.
func unicodeEscapes(s string) (out string, ok bool) {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 'u' && oddBackslashRun(b) {
			if cp, n := hexEscape(s[i+1:]); n > 0 {
				if cp > utf8.MaxRune || cp >= 0xD800 && cp <= 0xDFFF {
					return "", false
				}
				b = utf8.AppendRune(b[:len(b)-1], rune(cp))
				i += n
				continue
			}
		}
		b = append(b, c)
	}
	return string(b), true
}

// oddBackslashRun reports whether b ends with an odd number of backslashes.
func oddBackslashRun(b []byte) bool {
	n := 0
	for i := len(b) - 1; i >= 0 && b[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}

// hexEscape parses XXXX or {X...} (1-6 hex digits) and returns the code
// point and the length consumed, or 0.
func hexEscape(s string) (int, int) {
	hex := func(t string) int {
		v := 0
		for i := 0; i < len(t); i++ {
			c := t[i]
			switch {
			case isDigit(c):
				v = v*16 + int(c-'0')
			case c >= 'a' && c <= 'f':
				v = v*16 + int(c-'a'+10)
			default:
				v = v*16 + int(c-'A'+10)
			}
		}
		return v
	}
	if len(s) >= 4 && isHexDigit(s[0]) && isHexDigit(s[1]) && isHexDigit(s[2]) && isHexDigit(s[3]) {
		return hex(s[:4]), 4
	}
	if len(s) >= 3 && s[0] == '{' {
		n := 1
		for n < len(s) && n <= 6 && isHexDigit(s[n]) {
			n++
		}
		if n > 1 && n < len(s) && s[n] == '}' {
			return hex(s[1:n]), n + 1
		}
	}
	return 0, 0
}
