package syntax

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// heredocSpec is the parsed `@(tag:syntax/escapes)`.
type heredocSpec struct {
	tag, syntax string
	escapes     string
	hasEscapes  bool
}

// heredoc lexes `@(...)` and the heredoc's text on the following lines.
// The text is scanned by a child lexer (it may interpolate) whose token
// offsets map back to the main source; lexing then continues after `)`,
// and the next newline jumps over the text.
func (l *lexer) heredoc() {
	before := l.pos
	outer := l.enterComposite()
	closeAt := strings.IndexByte(l.text[before:], ')')
	if closeAt < 0 {
		incomplete := strings.IndexByte(l.text[before:], '\n') < 0
		l.fail("Unclosed parenthesis after '@(' followed by '"+l.followedBy(before)+"'", before, incomplete)
	}
	after := before + closeAt + 1
	spec, ok := parseHeredocSpec(l.text[before:after])
	if !ok {
		l.fail("Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])", after, false)
	}
	tag := strings.Trim(spec.tag, " \t\r\n\f\v\x00")
	dq := false
	if len(tag) >= 2 && tag[0] == '"' && tag[len(tag)-1] == '"' {
		dq = true
		tag = strings.Trim(tag[1:len(tag)-1], " \t\r\n\f\v\x00")
	}
	if tag == "" {
		l.fail("Heredoc with an empty endtag", after, false)
	}
	esc := l.heredocEscapes(spec, after)
	l.emit(tHeredoc, before, after, spec.syntax, -1)

	textStart := l.jump
	if textStart < 0 {
		nl := strings.IndexByte(l.text[after:], '\n')
		if nl < 0 {
			l.fail("Heredoc without any following lines of text", after, true)
		}
		textStart = after + nl + 1
	}
	lines, endLine, ok := findHeredocEnd(l.text, textStart, tag, l.lines[:0])
	l.lines = lines
	if !ok {
		l.fail("Heredoc without end-tagged line", textStart, true)
	}
	l.jump = endLine.next
	text, sub := heredocText(lines, endLine, textStart, l)

	child := &lexer{src: l.src, text: text, out: l.out, errs: l.errs, warns: l.warns, noPrev: true, jump: -1,
		eppOpen: -1, composite: l.composite, sub: sub, depth: l.depth, blanksEnd: -1}
	mode := slurpAll
	if dq {
		mode = slurpUQNoE
		if esc.dollar {
			mode = slurpUQ
		}
	}
	child.interpolate(0, false, mode, &esc)
	l.pos = after
	l.leaveComposite(outer)
}

// heredocEscapes checks the escape flags and returns the escape set.
func (l *lexer) heredocEscapes(spec heredocSpec, after int) escapeSet {
	var esc escapeSet
	if !spec.hasEscapes {
		return esc
	}
	flags := spec.escapes
	if flags == "" {
		flags = "trnsuL$"
	}
	seen := map[rune]bool{}
	dup := false
	for _, c := range flags {
		dup = dup || seen[c]
		seen[c] = true
	}
	if dup {
		parts := strings.Split(flags, "")
		l.fail("An escape char for @() may only appear once. Got '"+strings.Join(parts, ", ")+"'", after, false)
	}
	esc.backslash = true
	for _, c := range flags {
		switch c {
		case 't':
			esc.t = true
		case 'r':
			esc.r = true
		case 'n':
			esc.n = true
		case 's':
			esc.s = true
		case 'u':
			esc.u = true
		case '$':
			esc.dollar = true
		case 'L':
			esc.lines = true
		default:
			l.fail("Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '"+string(c)+"'", after, false)
		}
	}
	return esc
}

// parseHeredocSpec matches @\(([^:/\r\n)]+)(:blank*([a-z][a-zA-Z0-9_+]+)blank*)?
// (/([\w$]*)blank*)?\) somewhere in s, as Puppet's unanchored match does.
// Candidates whose tag ends where a failed one's did fail the same way,
// so the search resumes after that tag.
func parseHeredocSpec(s string) (heredocSpec, bool) {
	for from := 0; ; {
		i := strings.Index(s[from:], "@(")
		if i < 0 {
			return heredocSpec{}, false
		}
		i += from
		spec, ok, tagEnd := matchHeredocSpec(s[i+2:])
		if ok {
			return spec, true
		}
		from = i + 2 + max(tagEnd, 0)
	}
}

// matchHeredocSpec matches what follows `@(`; tagEnd is where the tag
// ended.
func matchHeredocSpec(s string) (spec heredocSpec, ok bool, tagEnd int) {
	p := 0
	for p < len(s) && !strings.ContainsRune(":/\r\n)", rune(s[p])) {
		p++
	}
	spec, ok = matchHeredocSpecRest(s, p)
	return spec, ok, p
}

func matchHeredocSpecRest(s string, p int) (heredocSpec, bool) {
	var spec heredocSpec
	if p == 0 {
		return spec, false
	}
	spec.tag = s[:p]
	skipBlanks := func(p int) int {
		for p < len(s) {
			r, n := utf8.DecodeRuneInString(s[p:])
			if !isBlank(r) {
				break
			}
			p += n
		}
		return p
	}
	if p < len(s) && s[p] == ':' {
		q := skipBlanks(p + 1)
		if q >= len(s) || s[q] < 'a' || s[q] > 'z' {
			return spec, false
		}
		e := q + 1
		for e < len(s) && (isWordByte(s[e]) || s[e] == '+') {
			e++
		}
		if e == q+1 {
			return spec, false
		}
		spec.syntax = s[q:e]
		p = skipBlanks(e)
	}
	if p < len(s) && s[p] == '/' {
		e := p + 1
		for e < len(s) && (isWordByte(s[e]) || s[e] == '$') {
			e++
		}
		spec.hasEscapes = true
		spec.escapes = s[p+1 : e]
		p = skipBlanks(e)
	}
	return spec, p < len(s) && s[p] == ')'
}

// heredocLine is one line of heredoc text: [start, end) including its
// line break, and next, the offset after it.
type heredocLine struct {
	start, end, next int
	// For the end line: the blanks before the margin marker, and the flags.
	leading          string
	margin, trimLast bool
}

// findHeredocEnd collects the text lines from start up to the first line
// that contains the end tag (blanks, optional `|` and `-`, the tag, blanks,
// line end).
func findHeredocEnd(s string, start int, tag string, lines []heredocLine) ([]heredocLine, heredocLine, bool) {
	for p := start; p < len(s); {
		e := strings.IndexByte(s[p:], '\n')
		next := len(s)
		if e >= 0 {
			next = p + e + 1
		}
		line := heredocLine{start: p, end: next, next: next}
		if matchEndLine(s[p:next], tag, &line) {
			return lines, line, true
		}
		lines = append(lines, line)
		p = next
	}
	return nil, heredocLine{}, false
}

// matchEndLine searches a line for the end-tag pattern
// (blank*)(\|blank*)?(-blank*)?TAG blank* \r? (\n|end).
func matchEndLine(line, tag string, out *heredocLine) bool {
	if !strings.Contains(line, tag) {
		return false
	}
	for i := 0; i <= len(line); {
		if ok := matchEndAt(line, i, tag, out); ok {
			return true
		}
		if i == len(line) {
			break
		}
		r, n := utf8.DecodeRuneInString(line[i:])
		i += n
		// A match that fails after blanks fails from any point of them.
		for isBlank(r) && i < len(line) {
			if r, n = utf8.DecodeRuneInString(line[i:]); isBlank(r) {
				i += n
			}
		}
	}
	return false
}

func matchEndAt(line string, i int, tag string, out *heredocLine) bool {
	blanks := func(p int) int {
		for p < len(line) {
			r, n := utf8.DecodeRuneInString(line[p:])
			if !isBlank(r) {
				break
			}
			p += n
		}
		return p
	}
	p0 := blanks(i)
	// The `|` and `-` groups are optional: try them present first.
	for _, margin := range []bool{true, false} {
		p := p0
		if margin {
			if p >= len(line) || line[p] != '|' {
				continue
			}
			p = blanks(p + 1)
		}
		for _, trim := range []bool{true, false} {
			q := p
			if trim {
				if q >= len(line) || line[q] != '-' {
					continue
				}
				q = blanks(q + 1)
			}
			if !strings.HasPrefix(line[q:], tag) {
				continue
			}
			q = blanks(q + len(tag))
			if q < len(line) && line[q] == '\r' {
				q++
			}
			if q == len(line) || line[q] == '\n' && q == len(line)-1 {
				out.leading, out.margin, out.trimLast = line[i:p0], margin, trim
				return true
			}
		}
	}
	return false
}

// heredocText builds the heredoc's text (margin removed, last line break
// trimmed with `-`) and the map from its offsets to the main source.
func heredocText(lines []heredocLine, end heredocLine, textStart int, l *lexer) (string, *subMap) {
	sub := &subMap{parent: l.sub, base: l.global(textStart)}
	if !end.margin || end.leading == "" || len(lines) == 0 {
		// Without a margin the text is the source text itself.
		sub.starts, sub.origins = []int{0}, []int{textStart}
		text := ""
		if len(lines) > 0 {
			text = l.text[textStart:lines[len(lines)-1].end]
		}
		return trimLastBreak(text, end.trimLast), sub
	}
	var b strings.Builder
	for _, ln := range lines {
		s := l.text[ln.start:ln.end]
		cut := 0
		if end.margin && end.leading != "" && strings.HasPrefix(s, end.leading) {
			cut = len(end.leading)
		}
		sub.starts = append(sub.starts, b.Len())
		sub.origins = append(sub.origins, ln.start+cut)
		b.WriteString(s[cut:])
	}
	return trimLastBreak(b.String(), end.trimLast), sub
}

// trimLastBreak removes the final line break of a heredoc's text for `-`.
func trimLastBreak(text string, trim bool) string {
	if trim {
		if strings.HasSuffix(text, "\r\n") {
			return text[:len(text)-2]
		}
		return strings.TrimSuffix(text, "\n")
	}
	return text
}

// subMap maps offsets in a heredoc's text to offsets of the enclosing text
// (and through parent to the main source).
type subMap struct {
	parent  *subMap
	base    int   // main-source offset of the text's first line
	starts  []int // offset in the heredoc text where each line starts
	origins []int // offset in the enclosing text of the same character
}

func (m *subMap) global(off int) int {
	if off == 0 || len(m.starts) == 0 {
		return m.base
	}
	i := sort.SearchInts(m.starts, off+1) - 1
	if i < 0 {
		i = 0
	}
	g := m.origins[i] + off - m.starts[i]
	if m.parent != nil {
		return m.parent.global(g)
	}
	return g
}
