// Package rubystr implements the Ruby String methods Puppet's conversions
// and functions use — upcase, downcase, capitalize, strip and friends —
// with Ruby's semantics, which differ from Go's strings and unicode
// packages (full case mappings, Ruby's notion of whitespace).
package rubystr

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

// Upcase is Ruby's String#upcase.
func Upcase(s string) string {
	if t, ok := asciiCase(s, 'a', 'a'); ok {
		return t
	}
	return mapRunes(s, fullUpper, unicode.ToUpper)
}

// Downcase is Ruby's String#downcase.
func Downcase(s string) string {
	if t, ok := asciiCase(s, 'A', 'A'); ok {
		return t
	}
	return mapRunes(s, fullLower, unicode.ToLower)
}

// asciiCase changes the case of the letters lo..lo+25 of an ASCII string,
// after its first character, which changes when it is a letter
// lo0..lo0+25 (the mappings above have no ASCII exceptions; title case
// is upper case); it returns s itself when no letter changes. ok is
// false when s is not ASCII.
func asciiCase(s string, lo0, lo byte) (t string, ok bool) {
	// A byte is one of 26 letters from lo when its distance from lo,
	// unsigned, is under 26.
	first := -1
	if len(s) > 0 && s[0]-lo0 < 26 {
		first = 0
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return "", false
		}
		if first < 0 && i > 0 && c-lo < 26 {
			first = i
		}
	}
	if first < 0 {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:first])
	i := first
	if i == 0 {
		b.WriteByte(s[0] ^ 0x20)
		i = 1
	}
	for ; i < len(s); i++ {
		c := s[i]
		if c-lo < 26 {
			c ^= 0x20
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// Swapcase is Ruby's String#swapcase: upper-case letters in lower case
// and the others in upper case.
func Swapcase(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			b.WriteString(Downcase(string(r)))
		case unicode.IsLower(r):
			b.WriteString(Upcase(string(r)))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Capitalize is Ruby's String#capitalize: the first character in title
// case, the rest in lower case.
func Capitalize(s string) string {
	if t, ok := asciiCase(s, 'a', 'A'); ok {
		return t
	}
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	first, ok := fullTitle[r]
	if !ok {
		first = string(unicode.ToTitle(r))
	}
	return first + Downcase(s[n:])
}

// CapitalizeEach splits s at sep as Ruby's split does (trailing empty
// parts dropped) and capitalizes each part; the parts are joined with
// join. Puppet's %C format (sep "::") and camelcase (sep "_") use it.
func CapitalizeEach(s, sep, join string) string {
	parts := strings.Split(s, sep)
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	for i, p := range parts {
		parts[i] = Capitalize(p)
	}
	return strings.Join(parts, join)
}

// IsSpace is what Ruby's strip removes: NUL, tab, line feed, vertical
// tab, form feed, carriage return and space.
func IsSpace(r rune) bool {
	switch r {
	case 0, '\t', '\n', '\v', '\f', '\r', ' ':
		return true
	}
	return false
}

// Strip is Ruby's String#strip.
func Strip(s string) string { return strings.TrimFunc(s, IsSpace) }

// Lstrip is Ruby's String#lstrip.
func Lstrip(s string) string { return strings.TrimLeftFunc(s, IsSpace) }

// Rstrip is Ruby's String#rstrip.
func Rstrip(s string) string { return strings.TrimRightFunc(s, IsSpace) }

// Chomp is Ruby's String#chomp: one trailing line ending (\r\n, \n or \r)
// removed.
func Chomp(s string) string {
	switch {
	case strings.HasSuffix(s, "\r\n"):
		return s[:len(s)-2]
	case strings.HasSuffix(s, "\n"), strings.HasSuffix(s, "\r"):
		return s[:len(s)-1]
	}
	return s
}

// Chop is Ruby's String#chop: the last character, or a trailing \r\n,
// removed.
func Chop(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	_, w := utf8.DecodeLastRuneInString(s)
	return s[:len(s)-w]
}

// RegexpEscape quotes the characters that are special in a regexp, as
// Ruby's Regexp.escape does.
func RegexpEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '.', '*', '?', '+', '^', '$', '|', '(', ')', '[', ']', '{', '}', '\\', '-', '#':
			b.WriteByte('\\')
			b.WriteByte(c)
		case ' ':
			b.WriteString(`\ `)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\f':
			b.WriteString(`\f`)
		case '\v':
			b.WriteString(`\v`)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// DowncaseASCII is Ruby's String#downcase(:ascii): ASCII letters
// lower-cased, every other character kept.
func DowncaseASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// Length is the number of characters of s as Go counts them in a range
// loop (an invalid byte counts as one), which for valid UTF-8 is Ruby's
// String#length. Runs of ASCII are counted eight bytes at a time: the
// length of a large string is asked often (`$text.length`).
func Length(s string) int {
	n := 0
	for len(s) >= 8 {
		w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		if w&0x8080808080808080 != 0 {
			break
		}
		n += 8
		s = s[8:]
	}
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, w := utf8.DecodeRuneInString(s[i:])
			i += w
		}
		n++
	}
	return n
}
