package builtins

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Ruby's String#upcase, #downcase and #capitalize use Unicode's full case
// mappings, where one character may become several ("ß".upcase is "SS");
// Go's unicode package has the one-to-one mappings. These are the
// unconditional one-to-many mappings.
var (
	fullUpper = map[rune]string{
		'ß': "SS", 'ŉ': "ʼN", 'ǰ': "J̌", 'և': "ԵՒ",
		'ﬀ': "FF", 'ﬁ': "FI", 'ﬂ': "FL", 'ﬃ': "FFI", 'ﬄ': "FFL", 'ﬅ': "ST", 'ﬆ': "ST",
	}
	fullTitle = map[rune]string{
		'ß': "Ss", 'ŉ': "ʼN", 'ǰ': "J̌", 'և': "Եւ",
		'ﬀ': "Ff", 'ﬁ': "Fi", 'ﬂ': "Fl", 'ﬃ': "Ffi", 'ﬄ': "Ffl", 'ﬅ': "St", 'ﬆ': "St",
	}
	fullLower = map[rune]string{'İ': "i̇"}
)

func mapRunes(s string, full map[rune]string, simple func(rune) rune) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if m, ok := full[r]; ok {
			b.WriteString(m)
		} else {
			b.WriteRune(simple(r))
		}
	}
	return b.String()
}

func rubyUpcase(s string) string   { return mapRunes(s, fullUpper, unicode.ToUpper) }
func rubyDowncase(s string) string { return mapRunes(s, fullLower, unicode.ToLower) }

// rubyCapitalize is Ruby's String#capitalize: the first character in
// title case, the rest in lower case.
func rubyCapitalize(s string) string {
	if s == "" {
		return s
	}
	r, w := utf8.DecodeRuneInString(s)
	first, ok := fullTitle[r]
	if !ok {
		first = string(unicode.ToTitle(r))
	}
	return first + rubyDowncase(s[w:])
}

// rubyWhitespace is what Ruby's strip removes: NUL, tab, line feed,
// vertical tab, form feed, carriage return and space.
func rubyWhitespace(r rune) bool {
	switch r {
	case 0, '\t', '\n', '\v', '\f', '\r', ' ':
		return true
	}
	return false
}

func rubyStrip(s string) string  { return strings.TrimFunc(s, rubyWhitespace) }
func rubyLstrip(s string) string { return strings.TrimLeftFunc(s, rubyWhitespace) }
func rubyRstrip(s string) string { return strings.TrimRightFunc(s, rubyWhitespace) }

// rubyChomp removes one trailing line ending: \r\n, \n or \r.
func rubyChomp(s string) string {
	switch {
	case strings.HasSuffix(s, "\r\n"):
		return s[:len(s)-2]
	case strings.HasSuffix(s, "\n"), strings.HasSuffix(s, "\r"):
		return s[:len(s)-1]
	}
	return s
}

// rubyChop removes the last character, or a trailing \r\n.
func rubyChop(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	_, w := utf8.DecodeLastRuneInString(s)
	return s[:len(s)-w]
}

// rubyCamelcase splits at underscores and capitalizes each part, as
// Puppet's camelcase does.
func rubyCamelcase(s string) string {
	parts := strings.Split(s, "_")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(rubyCapitalize(p))
	}
	return b.String()
}
