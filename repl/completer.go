package repl

import (
	"strings"
)

// completer answers the line editor's Tab with the session's completions.
// The session sees the whole input — the pending lines of a multi-line
// input before the line being edited — so completion knows the context;
// its ranges, counted in code points, become the editor's "candidates
// sharing the typed prefix".
type completer struct{ sh *shell }

// Do implements readline.AutoCompleter.
func (c *completer) Do(line []rune, pos int) ([][]rune, int) {
	text := c.sh.pendingText()
	offset := len([]rune(text))
	text += string(line)
	matches, start, _ := c.sh.s.Complete(text, offset+pos)
	start -= offset
	if start < 0 || start > pos {
		return nil, 0
	}
	typed := string(line[start:pos])
	var out [][]rune
	for _, m := range matches {
		if rest, ok := strings.CutPrefix(m, typed); ok {
			out = append(out, []rune(rest))
		}
	}
	return out, pos - start
}

// dedenter takes one level of indentation back when a closing bracket is
// typed first on a line that was given indentation, so `}` lines up with
// the line that opened the block.
type dedenter struct {
	// active is set while the line being edited started with the
	// indentation the shell suggested.
	active bool
}

// OnChange implements readline.Listener.
func (d *dedenter) OnChange(line []rune, pos int, key rune) ([]rune, int, bool) {
	if !d.active || pos < 1 || pos > len(line) || line[pos-1] != key {
		return nil, 0, false
	}
	switch key {
	case '}', ']', ')':
	default:
		return nil, 0, false
	}
	const unit = 2
	lead := line[:pos-1]
	if len(lead) < unit || strings.TrimLeft(string(lead), " ") != "" {
		return nil, 0, false
	}
	out := append(append([]rune(nil), line[unit:pos]...), line[pos:]...)
	return out, pos - unit, true
}
