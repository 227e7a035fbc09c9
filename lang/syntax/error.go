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
	// AtEnd is true for "Syntax error at end of input", which Puppet
	// reports with the file but without a line and column.
	AtEnd bool
	// More holds the further validation errors of the same program, in
	// Puppet's order: Puppet logs them all, then gives up.
	More []*Error
}

// GivingUp is the line Puppet logs after n (more than one) validation
// errors of one program.
func GivingUp(n int) string {
	return fmt.Sprintf("Language validation logged %d errors. Giving up", n)
}

// Error formats the error as Puppet does: the message followed by
// "(file: F, line: L, column: C)", or "(line: L, column: C)" when the source
// has no name.
func (e *Error) Error() string {
	if e.AtEnd {
		return WithFile(e.Msg, e.File())
	}
	line, col := e.Src.Position(e.Start)
	if e.File() == "" {
		return fmt.Sprintf("%s (line: %d, column: %d)", e.Msg, line, col)
	}
	return fmt.Sprintf("%s (file: %s, line: %d, column: %d)", e.Msg, e.File(), line, col)
}

// WithFile is a message placed in a file only, as Puppet words errors
// that have no line: "MSG (file: F)", or MSG alone without a file.
func WithFile(msg, file string) string {
	if file == "" {
		return msg
	}
	return fmt.Sprintf("%s (file: %s)", msg, file)
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
