package syntax

import "strings"

// interpolateEPP scans EPP template text up to the next tag: `<%` (code),
// `<%-` (code, trimming blanks before it), `<%=` (an expression to render)
// or the end of the input. `<%%` is a literal `<%`, `%%>` a literal `%>`,
// and `<%# ... %>` a comment. trim drops the blanks and line break that
// follow a `-%>`.
func (l *lexer) interpolateEPP(trim bool) {
	before := l.pos
	text, mode, msg := l.scanEPPText(trim)
	switch mode {
	case eppText:
		if text != nil {
			l.emit(tRenderString, before, l.pos, *text, -1)
		}
		l.eppOpen = -1
	case eppNone:
		l.fail(msg, l.pos, true)
	case eppCode, eppExpr:
		if text != nil && *text != "" {
			l.emit(tRenderString, before, l.pos, *text, -1)
		}
		if mode == eppExpr {
			l.emit(tRenderExpr, before, before, "", 0)
		}
		l.epp = mode
		l.eppOpen = l.pos
	}
}

// scanEPPText returns the text up to the next tag (nil at the end of the
// input), the mode the tag switches to, or eppNone and a message when the
// template ends inside a tag.
func (l *lexer) scanEPPText(trim bool) (*string, eppMode, string) {
	if l.pos >= len(l.text) {
		return nil, eppText, ""
	}
	var b strings.Builder
	for l.pos < len(l.text) {
		var part string
		if i := strings.Index(l.text[l.pos:], "<%"); i >= 0 {
			part = l.text[l.pos : l.pos+i+2]
			l.pos += i + 2
		} else {
			part = l.text[l.pos:]
			l.pos = len(l.text)
		}
		if trim {
			part = trimLeadingLine(part)
			trim = false
		}
		b.WriteString(strings.ReplaceAll(part, "%%>", "%>"))
		if l.pos >= len(l.text) {
			s := b.String()
			if strings.HasSuffix(s, "<%") {
				return &s, eppNone, "Unbalanced embedded expression - opening <% and reaching end of input"
			}
			return &s, eppText, ""
		}
		switch l.text[l.pos] {
		case '-':
			l.pos++
			s := strings.TrimRight(strings.TrimSuffix(b.String(), "<%"), " \t")
			return &s, eppCode, ""
		case '%':
			l.pos++
		case '=':
			l.pos++
			s := strings.TrimSuffix(b.String(), "<%")
			return &s, eppExpr, ""
		case '#':
			s := strings.TrimSuffix(b.String(), "<%")
			end := commentEnd(l.text, l.pos)
			if end < 0 {
				return &s, eppNone, "Reaching end after opening <%# without seeing %>"
			}
			if l.pos+1 < len(l.text) && l.text[l.pos+1] == '-' {
				s = strings.TrimRight(s, " \t")
			}
			trim = strings.HasSuffix(l.text[:end], "-%>")
			l.pos = end
			b.Reset()
			b.WriteString(s)
		default:
			s := strings.TrimSuffix(b.String(), "<%")
			return &s, eppCode, ""
		}
	}
	// The template ended with a comment. Puppet drops the text before
	// the comment here (a defect); it is kept, but an empty text is not
	// rendered.
	if b.Len() == 0 {
		return nil, eppText, ""
	}
	s := b.String()
	return &s, eppText, ""
}

// commentEnd finds the end of an EPP comment that starts at p: just after
// the first `%>` not preceded by `%`, or -1.
func commentEnd(s string, p int) int {
	for i := p; i+2 < len(s); i++ {
		if s[i] != '%' && s[i+1] == '%' && s[i+2] == '>' {
			return i + 3
		}
	}
	return -1
}

// trimLeadingLine drops leading spaces and tabs, then one \r, then one \n.
func trimLeadingLine(s string) string {
	s = strings.TrimLeft(s, " \t")
	s = strings.TrimPrefix(s, "\r")
	return strings.TrimPrefix(s, "\n")
}
