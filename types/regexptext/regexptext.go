// Package regexptext writes a regexp's source as Ruby prints it (Regexp#inspect
// and Regexp#to_s), which is how Puppet shows regexps.
package regexptext

import (
	"prepl/types/rubyregexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Puppet makes every regexp with Ruby's Regexp.new, which marks a pattern
// "fixed encoding" when it holds characters beyond ASCII, or \p{...}
// properties, or escapes that stand for such characters. Puppet prints an
// unmarked regexp with Regexp#inspect (/source/) and a marked one through
// Regexp#to_s, which wraps it in an option group: /(?-mix:é)/. Both texts
// are made here.

// String returns a regexp as Puppet prints it: its source between
// slashes with unescaped slashes escaped (Ruby's Regexp#inspect), or, for
// a fixed-encoding pattern, Ruby's Regexp#to_s between slashes.
func String(source string) string {
	if FixedEncoding(source) {
		return "/" + rubyRegexpToS(source) + "/"
	}
	var b strings.Builder
	b.Grow(len(source) + 2)
	b.WriteByte('/')
	writeRegexpSource(&b, source)
	b.WriteByte('/')
	return b.String()
}

// SourceText returns the text Puppet's %s format gives a regexp:
// its source, wrapped in (?-imx:...) when the pattern has a fixed
// encoding (Puppet's append_flags_group).
func SourceText(source string) string {
	if FixedEncoding(source) {
		return "(?-imx:" + source + ")"
	}
	return source
}

// FixedEncoding reports whether Ruby's Regexp.new marks source as
// fixed encoding: a character beyond ASCII, a \p{...} or \P{...}
// property, or a \u or \x escape that stands for a character beyond ASCII.
func FixedEncoding(source string) bool {
	for i := 0; i < len(source); i++ {
		c := source[i]
		if c >= utf8.RuneSelf {
			return true
		}
		if c != '\\' || i+1 >= len(source) {
			continue
		}
		i++
		switch source[i] {
		case 'p', 'P':
			if i+1 < len(source) && source[i+1] == '{' {
				return true
			}
		case 'u':
			if v, ok := unicodeEscapeValue(source[i+1:]); ok && v >= utf8.RuneSelf {
				return true
			}
		case 'x':
			if v, ok := hexEscapeValue(source[i+1:]); ok && v >= utf8.RuneSelf {
				return true
			}
		}
	}
	return false
}

// unicodeEscapeValue reads the code point of a \uXXXX or \u{X...} escape
// from the text after the u.
func unicodeEscapeValue(s string) (rune, bool) {
	if strings.HasPrefix(s, "{") {
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return 0, false
		}
		fields := strings.Fields(s[1:end])
		if len(fields) == 0 {
			return 0, false
		}
		var top rune
		for _, f := range fields {
			v, err := strconv.ParseUint(f, 16, 32)
			if err != nil {
				return 0, false
			}
			top = max(top, rune(v))
		}
		return top, true
	}
	if len(s) < 4 {
		return 0, false
	}
	v, err := strconv.ParseUint(s[:4], 16, 32)
	return rune(v), err == nil
}

// hexEscapeValue reads the byte of a \xHH escape (one or two hex digits)
// from the text after the x.
func hexEscapeValue(s string) (rune, bool) {
	n := 0
	for n < len(s) && n < 2 && isHexDigit(s[n]) {
		n++
	}
	if n == 0 {
		return 0, false
	}
	v, _ := strconv.ParseUint(s[:n], 16, 8)
	return rune(v), true
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// rubyRegexpToS is Ruby's Regexp#to_s for a pattern made without options:
// leading option groups that cover the whole pattern are folded into the
// group Ruby writes around it ((?i)a gives (?i-mx:a)).
func rubyRegexpToS(source string) string {
	on := map[byte]bool{}
	body := source
	for len(body) >= 4 && body[0] == '(' && body[1] == '?' {
		rest := body[2:]
		set := map[byte]bool{}
		for k, v := range on {
			set[k] = v
		}
		for len(rest) > 0 && isRegexpOption(rest[0]) {
			set[rest[0]] = true
			rest = rest[1:]
		}
		if len(rest) > 1 && rest[0] == '-' {
			rest = rest[1:]
			for len(rest) > 0 && isRegexpOption(rest[0]) {
				delete(set, rest[0])
				rest = rest[1:]
			}
		}
		if strings.HasPrefix(rest, ")") {
			on, body = set, rest[1:]
			continue
		}
		if strings.HasPrefix(rest, ":") && strings.HasSuffix(rest, ")") {
			if _, err := rubyregexp.Compile(rest[1 : len(rest)-1]); err == nil {
				on, body = set, rest[1:len(rest)-1]
				break
			}
		}
		on, body = map[byte]bool{}, source
		break
	}
	var b strings.Builder
	b.WriteString("(?")
	var off []byte
	for _, o := range []byte("mix") {
		if on[o] {
			b.WriteByte(o)
		} else {
			off = append(off, o)
		}
	}
	if len(off) > 0 {
		b.WriteByte('-')
		b.Write(off)
	}
	b.WriteByte(':')
	writeRegexpSource(&b, body)
	b.WriteByte(')')
	return b.String()
}

func isRegexpOption(c byte) bool { return c == 'm' || c == 'i' || c == 'x' }

// writeRegexpSource writes a regexp's source as Ruby's rb_reg_expr_str
// does: slashes not already escaped get a backslash, and control
// characters other than white space are written as \xHH.
func writeRegexpSource(b *strings.Builder, source string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(source); i++ {
		c := source[i]
		switch {
		case c == '\\' && i+1 < len(source):
			b.WriteByte(c)
			i++
			b.WriteByte(source[i])
		case c == '/':
			b.WriteString(`\/`)
		case (c < 0x20 && !isRubySpace(c)) || c == 0x7f:
			b.WriteString(`\x`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		default:
			b.WriteByte(c)
		}
	}
}

func isRubySpace(c byte) bool { return c == ' ' || ('\t' <= c && c <= '\r') }
