// Package excerpt shows the offending line of an error with a caret under
// its column, as both front ends (the terminal and the Jupyter kernel)
// print it. A line longer than Width characters is cut around the caret,
// so an error in a cell of one 10 MB line shows a screenful, not the cell.
package excerpt

import (
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline/runes"
)

// Width is the most characters of a line shown; a longer line is cut to
// Width characters around the caret, each cut end marked by Ellipsis.
const Width = 160

// Ellipsis marks where a shown line was cut.
const Ellipsis = "…"

// Line returns the text of line to show (without its line break, cut
// around column when longer than Width) and the blanks that put a caret
// under column, the 1-based character column of the error, in that text:
// tabs are kept so the caret lines up whatever the tab width, and wide
// characters count double. A column past the end of the line puts the
// caret after it.
func Line(line string, column int) (text, pad string) {
	line = strings.TrimRight(line, "\r\n")
	column = max(column, 1)
	// at is the byte offset of the caret's character (len(line) when the
	// column is past the end), before the number of characters before it.
	at, before := 0, 0
	for at < len(line) && before < column-1 {
		_, size := utf8.DecodeRuneInString(line[at:])
		at += size
		before++
	}
	start, end := 0, len(line)
	if utf8.RuneCountInString(line) > Width {
		start = back(line, at, Width/2)
		end = forward(line, start, Width)
		if end == len(line) {
			start = back(line, end, Width)
		}
	}
	var t, p strings.Builder
	if start > 0 {
		t.WriteString(Ellipsis)
		p.WriteByte(' ')
	}
	t.WriteString(line[start:end])
	if end < len(line) {
		t.WriteString(Ellipsis)
	}
	for _, r := range line[start:at] {
		if r == '\t' {
			p.WriteByte('\t')
			continue
		}
		p.WriteString(strings.Repeat(" ", runes.Width(r)))
	}
	// A column past the end puts the caret that far after the line, but
	// never further out than a line of Width wide characters would reach.
	p.WriteString(strings.Repeat(" ", max(0, min(column-1-before, Width, 2*Width+2-p.Len()))))
	return t.String(), p.String()
}

// back returns the offset n characters before offset i of s (or 0).
func back(s string, i, n int) int {
	for ; n > 0 && i > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return i
}

// forward returns the offset n characters after offset i of s (or len(s)).
func forward(s string, i, n int) int {
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}
