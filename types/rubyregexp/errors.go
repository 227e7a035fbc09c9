package rubyregexp

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Error is a pattern that does not compile. Its text is worded as Ruby
// words a RegexpError ("end pattern with unmatched parenthesis: /(/"),
// because that is what Puppet shows its users.
type Error struct {
	Msg     string // what is wrong, e.g. "premature end of char-class"
	Source  string // the pattern as given
	Options string // Ruby's option letters ("mix" order), "" for none
}

// Error implements error.
func (e *Error) Error() string { return e.Msg + ": " + describe(e.Source, e.Options) }

// describe renders a pattern the way Ruby's Regexp#inspect does for error
// messages: between slashes, an unescaped slash escaped, unprintable
// characters as \x escapes, then the option letters.
func describe(src, options string) string {
	var b strings.Builder
	b.WriteByte('/')
	escaped := false
	for i, w := 0, 0; i < len(src); i += w {
		r, size := utf8.DecodeRuneInString(src[i:])
		w = size
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, "\\x%02X", src[i])
		case r == '/' && !escaped:
			b.WriteString("\\/")
		case unicode.IsPrint(r) || unicode.IsSpace(r):
			b.WriteString(src[i : i+size])
		default:
			fmt.Fprintf(&b, "\\x%02X", r)
		}
		escaped = r == '\\' && !escaped
	}
	b.WriteByte('/')
	b.WriteString(options)
	return b.String()
}

// ErrMatchTimeout is wrapped by the error a match operation returns when
// a backtracking match runs longer than the match time limit.
var ErrMatchTimeout = errors.New("regular expression match timed out")

// timeoutError reports that matching re ran out of time.
func timeoutError(r *Regexp, limit time.Duration) error {
	return fmt.Errorf("%w: %s took longer than %v (catastrophic backtracking?)", ErrMatchTimeout, describe(r.source, r.options), limit)
}
