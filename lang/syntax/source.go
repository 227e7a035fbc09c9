package syntax

import (
	"sort"
	"unicode/utf8"
)

// Source is one unit of Puppet text (a file, a REPL input, a notebook cell).
// Every AST node points back at its Source so that an error raised long
// after parsing (a function defined in one input and called from another)
// still names the right file, line and column.
type Source struct {
	// Name is what error messages call the source: a file path, or a label
	// such as "<input 3>" for interactive input.
	Name string
	// Text is the complete source text.
	Text string
	// lineStarts holds the byte offset at which each line begins.
	lineStarts []int
}

// NewSource wraps text under the given name and indexes its line starts.
func NewSource(name, text string) *Source {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &Source{Name: name, Text: text, lineStarts: starts}
}

// Position converts a byte offset into a 1-based line and a 1-based column
// counted in characters (Unicode code points), as Puppet reports them.
func (s *Source) Position(offset int) (line, column int) {
	if s == nil {
		return 0, 0
	}
	if offset < 0 {
		offset = 0
	}
	if offset > len(s.Text) {
		offset = len(s.Text)
	}
	i := sort.Search(len(s.lineStarts), func(i int) bool { return s.lineStarts[i] > offset }) - 1
	start := s.lineStarts[i]
	return i + 1, utf8.RuneCountInString(s.Text[start:offset]) + 1
}

// Line returns the text of the 1-based line n without its line terminator.
func (s *Source) Line(n int) string {
	if s == nil || n < 1 || n > len(s.lineStarts) {
		return ""
	}
	start := s.lineStarts[n-1]
	end := len(s.Text)
	if n < len(s.lineStarts) {
		end = s.lineStarts[n] - 1
	}
	if end > start && s.Text[end-1] == '\r' {
		end--
	}
	return s.Text[start:end]
}

// Loc is the source range a node (or an error) covers: byte offsets
// [Start, End) into Src.Text.
type Loc struct {
	Src        *Source
	Start, End int
}

// Location returns the receiver; it lets every node satisfy Node by
// embedding Loc.
func (l Loc) Location() Loc { return l }

// Line returns the 1-based line where the range starts.
func (l Loc) Line() int {
	line, _ := l.Src.Position(l.Start)
	return line
}

// Column returns the 1-based column (in characters) where the range starts.
func (l Loc) Column() int {
	_, col := l.Src.Position(l.Start)
	return col
}

// File returns the name of the source, or "" when the location is unknown.
func (l Loc) File() string {
	if l.Src == nil {
		return ""
	}
	return l.Src.Name
}

// Text returns the source text the range covers.
func (l Loc) Text() string {
	if l.Src == nil || l.Start < 0 || l.End > len(l.Src.Text) || l.Start > l.End {
		return ""
	}
	return l.Src.Text[l.Start:l.End]
}
