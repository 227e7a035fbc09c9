package display

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// appendBinary formats a Binary: %s the bytes as text, %p the
// Binary("<base64>") form, %b relaxed (line broken) base64, %B strict
// base64, %u URL-safe base64, %t and %T the type name. '#' quotes the
// text; width and precision apply to the text (inside the parentheses
// for %p).
func appendBinary(out []byte, f *Format, b *types.Binary) ([]byte, error) {
	verb := pick(f.alt, byte('p'), byte('s'))
	var text string
	switch f.verb {
	case 's':
		raw := string(b.Bytes())
		if f.alt {
			return f.kernelText(out, 'p', string(rubyfmt.AppendInspectBinary(nil, raw)))
		}
		if !utf8.ValidString(raw) {
			return nil, errorf("%s from ASCII-8BIT to UTF-8", firstInvalidByte(raw))
		}
		return f.kernelText(out, 's', raw)
	case 'p':
		out = append(out, `Binary("`...)
		out, err := f.kernelText(out, 's', base64.StdEncoding.EncodeToString(b.Bytes()))
		if err != nil {
			return nil, err
		}
		return append(out, `")`...), nil
	case 'b':
		text = relaxedBase64(b.Bytes())
	case 'B':
		text = base64.StdEncoding.EncodeToString(b.Bytes())
	case 'u':
		text = base64.URLEncoding.EncodeToString(b.Bytes())
	case 't':
		text = "Binary"
	case 'T':
		text = "BINARY"
	default:
		return nil, illegalFormat("Binary", f.verb, "bButTsp")
	}
	return f.kernelString(out, verb, text)
}

// relaxedBase64 is Ruby's Base64.encode64: lines of 60 characters, each
// ending in a newline.
func relaxedBase64(b []byte) string {
	s := base64.StdEncoding.EncodeToString(b)
	var sb strings.Builder
	for len(s) > 60 {
		sb.WriteString(s[:60])
		sb.WriteByte('\n')
		s = s[60:]
	}
	if s != "" {
		sb.WriteString(s)
		sb.WriteByte('\n')
	}
	return sb.String()
}

// firstInvalidByte returns Ruby's rendering ("\xFF") of the first byte
// that keeps s from being UTF-8.
func firstInvalidByte(s string) string {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return string(rubyfmt.AppendInspectBinary(nil, s[i:i+1]))
		}
		i += n
	}
	return ""
}
