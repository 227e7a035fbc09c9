package display

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Ruby's String#upcase, #downcase and #capitalize use Unicode's full case
// mappings, where one character may become several ("ß".upcase is "SS").
// Go's unicode package has the one-to-one mappings; these are the
// unconditional one-to-many ones Puppet users meet.
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

// mapRunes applies a per-character case mapping with full exceptions.
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

func upcase(s string) string   { return mapRunes(s, fullUpper, unicode.ToUpper) }
func downcase(s string) string { return mapRunes(s, fullLower, unicode.ToLower) }

// capitalize is Ruby's String#capitalize: the first character in title
// case, the rest in lower case.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	first, ok := fullTitle[r]
	if !ok {
		first = string(unicode.ToTitle(r))
	}
	return first + downcase(s[n:])
}

// capitalizeSegments capitalizes each "::"-separated segment, splitting
// as Ruby's split does (trailing empty segments are dropped).
func capitalizeSegments(s string) string {
	parts := strings.Split(s, "::")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	for i, p := range parts {
		parts[i] = capitalize(p)
	}
	return strings.Join(parts, "::")
}

// strip is Ruby's String#strip: ASCII whitespace and NULs removed from
// both ends.
func strip(s string) string {
	isSpace := func(c byte) bool {
		switch c {
		case ' ', '\t', '\n', '\v', '\f', '\r', 0:
			return true
		}
		return false
	}
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}
