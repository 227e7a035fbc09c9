package kernel

import (
	"fmt"
	"strings"

	"prepl/internal/excerpt"
)

// ANSI colours of the traceback, the ones IPython uses.
const (
	ansiRed   = "\x1b[0;31m"
	ansiGreen = "\x1b[0;32m"
	ansiBlue  = "\x1b[0;34m"
	ansiBold  = "\x1b[1;31m"
	ansiReset = "\x1b[0m"
)

// traceback renders a failure as the lines of an error message's
// traceback: where it happened, the offending line (cut around the column
// when long) with a caret under the column, and "Kind: message", coloured as IPython colours its tracebacks.
// It is never nil.
func traceback(f *Failure) []string {
	var tb []string
	if f.Line > 0 {
		var b strings.Builder
		fmt.Fprintf(&b, "%s%s%s, line %d, column %d", ansiGreen, location(f), ansiReset, f.Line, f.Column)
		if f.SourceLine != "" {
			num := fmt.Sprintf("%d", f.Line)
			text, pad := excerpt.Line(f.SourceLine, f.Column)
			fmt.Fprintf(&b, "\n%s%s%s | %s", ansiBlue, num, ansiReset, text)
			fmt.Fprintf(&b, "\n%s | %s%s^%s", strings.Repeat(" ", len(num)), pad, ansiBold, ansiReset)
		}
		tb = append(tb, b.String())
	}
	return append(tb, fmt.Sprintf("%s%s%s: %s", ansiRed, f.Kind, ansiReset, f.Message))
}

// location names where the failure happened.
func location(f *Failure) string {
	if f.File == "" {
		return "<unknown>"
	}
	return f.File
}
