package display

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/types"
)

// appendQuoted appends Puppet's %p form of a string (types.QuoteString),
// without building an intermediate string for the common case of text
// that needs no escapes.
func appendQuoted(out []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '\'' || c == '\\' {
			return append(out, types.QuoteString(s)...)
		}
	}
	out = append(out, '\'')
	out = append(out, s...)
	return append(out, '\'')
}

// doubleQuote is Puppet's double quoted %p form of a string (used with
// the '#' flag, and by types.QuoteString for strings with control
// characters): \t \n \r \" \$ \\ escaped, other control characters as
// \u{X}.
func doubleQuote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteByte(s[i])
			i++
			continue
		}
		i += n
		switch r {
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '$':
			b.WriteString(`\$`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if r < 0x20 {
				b.WriteString(`\u{`)
				b.WriteString(strings.ToUpper(strconv.FormatInt(int64(r), 16)))
				b.WriteByte('}')
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
