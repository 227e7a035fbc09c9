package rubyfmt

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// AppendInspect appends Ruby's String#inspect of a UTF-8 string: double
// quotes, backslash escapes for quotes, backslashes, "#{", "#$" and "#@",
// the named control characters, \uXXXX for other non-printing characters
// and \xNN for bytes that are not valid UTF-8.
func AppendInspect(buf []byte, s string) []byte { return appendInspect(buf, s, false) }

// AppendInspectBinary appends Ruby's inspect of a binary (ASCII-8BIT)
// string: like AppendInspect, but every byte above 0x7F is shown as \xNN.
func AppendInspectBinary(buf []byte, s string) []byte { return appendInspect(buf, s, true) }

func appendInspect(buf []byte, s string, binary bool) []byte {
	buf = append(buf, '"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if binary && s[i] >= utf8.RuneSelf || r == utf8.RuneError && size == 1 {
			buf = append(buf, '\\', 'x')
			buf = appendHex(buf, uint32(s[i]), 2)
			i++
			continue
		}
		switch r {
		case '"', '\\':
			buf = append(buf, '\\', byte(r))
		case '#':
			buf = append(buf, '#')
			if i+1 < len(s) && (s[i+1] == '{' || s[i+1] == '$' || s[i+1] == '@') {
				buf[len(buf)-1] = '\\'
				buf = append(buf, '#')
			}
		case '\n':
			buf = append(buf, '\\', 'n')
		case '\r':
			buf = append(buf, '\\', 'r')
		case '\t':
			buf = append(buf, '\\', 't')
		case '\f':
			buf = append(buf, '\\', 'f')
		case '\v':
			buf = append(buf, '\\', 'v')
		case '\b':
			buf = append(buf, '\\', 'b')
		case '\a':
			buf = append(buf, '\\', 'a')
		case 0x1b:
			buf = append(buf, '\\', 'e')
		default:
			if binary && (r < 0x20 || r == 0x7f) {
				buf = append(buf, '\\', 'x')
				buf = appendHex(buf, uint32(r), 2)
			} else if printable(r) {
				buf = append(buf, s[i:i+size]...)
			} else if r < 0x10000 {
				buf = append(buf, '\\', 'u')
				buf = appendHex(buf, uint32(r), 4)
			} else {
				buf = append(buf, '\\', 'u', '{')
				buf = appendHex(buf, uint32(r), 1)
				buf = append(buf, '}')
			}
		}
		i += size
	}
	return append(buf, '"')
}

// InspectString returns Ruby's String#inspect of s.
func InspectString(s string) string { return string(AppendInspect(nil, s)) }

// printable reports whether Ruby's inspect shows r as it is.
func printable(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f:
		return false
	case r < 0x7f:
		return true
	case r == 0x85:
		return true
	case r < 0xa0, r == 0x2028, r == 0x2029:
		return false
	}
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.Cf, unicode.Co)
}

// appendHex appends v in upper case hexadecimal with at least n digits.
func appendHex(buf []byte, v uint32, n int) []byte {
	var tmp [8]byte
	h := strconv.AppendUint(tmp[:0], uint64(v), 16)
	buf = pad(buf, '0', n-len(h))
	for _, c := range h {
		if c >= 'a' {
			c -= 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}
