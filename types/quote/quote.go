// Package quote writes strings as Puppet quotes them in values and
// types (%p): single quoted where that can represent the string, else
// double quoted with escapes.
package quote

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Plain reports whether Single(s) is s in single quotes:
// s is valid UTF-8 without quote, backslash nor control character.
func Plain(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20, c == '\'', c == '\\':
			return false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return ascii || utf8.ValidString(s)
}

// Single returns Puppet's %p form of a string: single quoted when
// that can represent it (a quote is escaped, a backslash is kept with
// the character after it), double quoted with escapes when the string
// holds control characters.
func Single(s string) string { return string(AppendSingle(make([]byte, 0, len(s)+2), s)) }

// AppendSingle appends Single(s) to b.
func AppendSingle(b []byte, s string) []byte {
	start := len(b)
	b = append(b, '\'')
	escaped := false
	for i := 0; i < len(s); {
		if !escaped {
			// A run of ASCII that is written as it is goes in one append.
			j := i
			for j < len(s) && s[j] >= 0x20 && s[j] < utf8.RuneSelf && s[j] != '\'' && s[j] != '\\' {
				j++
			}
			b = append(b, s[i:j]...)
			if i = j; i == len(s) {
				break
			}
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r < 0x20 {
			return append(b[:start], Double(s)...)
		}
		switch {
		case escaped:
			b = utf8.AppendRune(append(b, '\\'), r)
			escaped = false
		case r == '\'':
			b = append(b, '\\', '\'')
		case r == '\\':
			escaped = true
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	if escaped {
		b = append(b, '\\')
	}
	return append(b, '\'')
}

// Double is Puppet's double quoted string form (%#p, and %p
// for strings with control characters): \t \n \r \" \$ \\ escaped, other
// control characters as \u{X}.
func Double(s string) string {
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
