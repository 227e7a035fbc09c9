package syntax

import (
	"fmt"
	"unicode/utf8"
)

// Error is a lexical, syntax or validation error at a place in a Source.
type Error struct {
	Loc
	// Msg is the message without position, in Puppet's wording where Puppet
	// has one (e.g. "Syntax error at 'x'").
	Msg string
	// Incomplete is true when the input ended inside an open construct (an
	// unclosed bracket, block, string or heredoc, or after a binary
	// operator): more input could make it valid. The REPL and the kernel's
	// is_complete_request rely on this distinction.
	Incomplete bool
}

// Error formats the error as Puppet does: the message followed by
// "(file: F, line: L, column: C)", or "(line: L, column: C)" when the source
// has no name.
func (e *Error) Error() string {
	line, col := e.Src.Position(e.Start)
	if e.File() == "" {
		return fmt.Sprintf("%s (line: %d, column: %d)", e.Msg, line, col)
	}
	return fmt.Sprintf("%s (file: %s, line: %d, column: %d)", e.Msg, e.File(), line, col)
}

// Excerpt returns the source line where the error is and, below it, a
// caret under the error's column, for showing the error to a person. It
// returns "" when the error has no source.
func (e *Error) Excerpt() string {
	if e.Src == nil {
		return ""
	}
	line, col := e.Src.Position(e.Start)
	text := e.Src.Line(line)
	pad := make([]byte, 0, col)
	for i, r := range text {
		if utf8.RuneCountInString(text[:i]) >= col-1 {
			break
		}
		if r == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	return text + "\n" + string(pad) + "^"
}
