package syntax

import "fmt"

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
