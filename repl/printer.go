package repl

import (
	"fmt"
	"io"
	"strings"

	"github.com/chzyer/readline/runes"
	"github.com/fatih/color"

	"prepl/internal/excerpt"
	"prepl/lang"
)

// printer writes what a session produces — results, log lines, errors,
// command output, timings — for a terminal (with colour) or a pipe.
type printer struct {
	out, err io.Writer
	color    bool
	// debug prints the Go stack of internal errors.
	debug bool
	// width returns the terminal width values are fitted to (0: the
	// display engine's default).
	width func() int
	// pager pages tall results and command output (nil: never).
	pager *pager
	// problemsToStderr sends warnings and more severe log lines to
	// stderr, as puppet apply does (script mode); notices and below stay
	// on stdout.
	problemsToStderr bool
}

// The colours follow Puppet's console: warnings and errors bright red,
// info green, debug cyan, notices uncoloured.
var (
	colorError   = forced(color.FgRed, color.Bold)
	colorInfo    = forced(color.FgGreen)
	colorDebug   = forced(color.FgCyan)
	colorFaint   = forced(color.Faint)
	colorPrompt  = forced(color.FgGreen, color.Bold)
	colorWarning = forced(color.FgYellow)
)

// forced makes a colour that is always on: whether to colour is the
// printer's decision, not the colour package's guess about stdout.
func forced(attrs ...color.Attribute) *color.Color {
	c := color.New(attrs...)
	c.EnableColor()
	return c
}

func (p *printer) paint(c *color.Color, s string) string {
	if !p.color || s == "" {
		return s
	}
	return c.Sprint(s)
}

// log is the session's log sink: "Level: message" lines on stdout.
func (p *printer) log(level lang.LogLevel, msg string) {
	line := strings.TrimSuffix(level.Line(msg), "\n")
	switch {
	case level >= lang.LogWarning:
		line = p.paint(colorError, line)
	case level == lang.LogInfo:
		line = p.paint(colorInfo, line)
	case level == lang.LogDebug:
		line = p.paint(colorDebug, line)
	}
	if p.problemsToStderr && level >= lang.LogWarning {
		fmt.Fprintln(p.err, line)
		return
	}
	fmt.Fprintln(p.out, line)
}

// outcome shows what an input produced as the REPL shows it: `=> value`
// (nothing for the undef of a statement-like call), a command's text, or
// the error; then the time it took when `:time on` asks for it.
func (p *printer) outcome(o lang.Outcome) {
	switch {
	case o.Err != nil:
		if o.Display != nil && o.Display.Text != "" {
			// The report of checks, one of which failed.
			p.page(p.fit(o.Display) + "\n")
		}
		p.error(o.Err)
	case o.Value != nil:
		p.value(o.Value)
	case o.Display != nil && o.Display.Text != "":
		p.page(p.fit(o.Display) + "\n")
	}
	if o.ShowTime {
		fmt.Fprintln(p.out, p.paint(colorFaint, "("+lang.FormatDuration(o.Duration)+")"))
	}
}

// value prints `=> value` fitted to the terminal width.
func (p *printer) value(v *lang.Shown) {
	const arrow = "=> "
	width := 0
	if w := p.width(); w > len(arrow)+20 {
		width = w - len(arrow)
	}
	p.page(p.paint(colorFaint, arrow) + v.Terminal(width, p.color) + "\n")
}

// fit fits a command's output to the terminal's width: documentation
// wraps at word boundaries, and a line of a table or listing longer than
// the width is cut with an ellipsis (the notebook shows it whole).
func (p *printer) fit(d *lang.Display) string {
	width := p.width()
	if width <= 20 {
		return d.Text
	}
	lines := strings.Split(d.Text, "\n")
	var out []string
	for _, line := range lines {
		if runes.WidthAll([]rune(line)) <= width {
			out = append(out, line)
			continue
		}
		if d.Pager {
			out = append(out, wrapWords(line, width)...)
			continue
		}
		out = append(out, cutToWidth(line, width-1)+"…")
	}
	return strings.Join(out, "\n")
}

// wrapWords breaks a line at spaces so each piece fits width columns,
// keeping the line's indentation on the pieces after the first.
func wrapWords(line string, width int) []string {
	indent := line[:len(line)-len(strings.TrimLeft(line, " "))]
	var out []string
	cur := ""
	for _, w := range strings.Fields(line) {
		switch {
		case cur == "":
			cur = indent + w
		case runes.WidthAll([]rune(cur+" "+w)) <= width:
			cur += " " + w
		default:
			out = append(out, cur)
			cur = indent + w
		}
	}
	return append(out, cur)
}

// cutToWidth returns the longest start of line that takes at most width
// columns.
func cutToWidth(line string, width int) string {
	n := 0
	for i, r := range line {
		if n += runes.Width(r); n > width {
			return line[:i]
		}
	}
	return line
}

// page writes text, through the pager when it is taller than the screen.
func (p *printer) page(text string) {
	if !p.pager.show(text) {
		io.WriteString(p.out, text)
	}
}

// error prints an error with its position and, when the offending line is
// known, that line (cut around the column when long) with a caret under
// the column. An internal error's Go stack is printed only in debug mode.
func (p *printer) error(e *lang.Error) {
	c, label := colorError, "Error: "
	if e.Kind == "Interrupted" {
		c, label = colorWarning, ""
	}
	var sb strings.Builder
	sb.WriteString(p.paint(c, label+e.Error()) + "\n")
	if e.Line > 0 && e.SourceLine != "" {
		text, pad := excerpt.Line(e.SourceLine, e.Column)
		sb.WriteString("  " + text + "\n")
		sb.WriteString("  " + pad + p.paint(c, "^") + "\n")
	}
	sb.WriteString(p.stack(e))
	if e.Hint != "" {
		sb.WriteString(p.paint(colorFaint, "Hint: "+e.Hint) + "\n")
	}
	io.WriteString(p.err, sb.String())
}

// hint prints advice after an error, faint, on stderr.
func (p *printer) hint(text string) {
	fmt.Fprintln(p.err, p.paint(colorFaint, "Hint: "+text))
}

// stack is what follows an internal error's message: its Go stack in
// debug mode, else a hint; "" for other errors.
func (p *printer) stack(e *lang.Error) string {
	switch {
	case e.Stack == "":
		return ""
	case p.debug:
		return e.Stack
	}
	return p.paint(colorFaint, "(a defect in prepl: --debug shows where it happened)") + "\n"
}
