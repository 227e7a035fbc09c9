package display

import (
	"prepl/types/quote"
)

// appendQuoted appends Puppet's %p form of a string (quote.Single),
// without building an intermediate string for the common case of text
// that needs no escapes.
func appendQuoted(out []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '\'' || c == '\\' {
			return quote.AppendSingle(out, s)
		}
	}
	out = append(out, '\'')
	out = append(out, s...)
	return append(out, '\'')
}
