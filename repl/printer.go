package repl

import (
	"fmt"
	"io"
	"strings"

	"github.com/chzyer/readline/runes"
	"github.com/fatih/color"

	"prepl/display"
	"prepl/lang"
	"prepl/lang/eval"
	"prepl/types"
)

// printer writes what a session produces — results, log lines, errors,
// command output, timings — for a terminal (with colour) or a pipe.
type printer struct {
	out, err io.Writer
	color    bool
	minLevel eval.LogLevel
	// width returns the terminal width values are fitted to (0: the
	// display engine's default).
	width func() int
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
func (p *printer) log(level eval.LogLevel, msg string) {
	if level < p.minLevel {
		return
	}
	line := level.Label() + ": " + msg
	switch {
	case level >= eval.LogWarning:
		line = p.paint(colorError, line)
	case level == eval.LogInfo:
		line = p.paint(colorInfo, line)
	case level == eval.LogDebug:
		line = p.paint(colorDebug, line)
	}
	fmt.Fprintln(p.out, line)
}

// result echoes an input's outcome as the REPL shows it: `=> value`, or
// nothing for the undef of a statement-like call, or the error.
func (p *printer) result(s *lang.Session, res lang.Result) {
	switch {
	case res.Err != nil:
		p.error(res.Err)
	case !res.Quiet:
		p.value(s, res.Value)
	}
	if s.ShowTime() {
		fmt.Fprintln(p.out, p.paint(colorFaint, "("+lang.FormatDuration(res.Duration)+")"))
	}
}

// value prints `=> value` fitted to the terminal width.
func (p *printer) value(s *lang.Session, v types.Value) {
	const arrow = "=> "
	o := display.Options{FormatMap: s.FormatMap()}
	if w := p.width(); w > len(arrow)+20 {
		o.Width = w - len(arrow)
	}
	var text string
	if p.color {
		text = display.ShowColored(v, o)
	} else {
		text = display.Show(v, o)
	}
	fmt.Fprintln(p.out, p.paint(colorFaint, arrow)+text)
}

// error prints an error with its position and, when the offending line is
// known, that line with a caret under the column.
func (p *printer) error(e *lang.Error) {
	c, label := colorError, "Error: "
	if e.Kind == "Interrupted" {
		c, label = colorWarning, ""
	}
	var sb strings.Builder
	sb.WriteString(p.paint(c, label+e.Error()) + "\n")
	if e.Line > 0 && e.SourceLine != "" {
		src := strings.TrimRight(e.SourceLine, "\r\n")
		sb.WriteString("  " + src + "\n")
		sb.WriteString("  " + caretPad(src, e.Column) + p.paint(c, "^") + "\n")
	}
	io.WriteString(p.err, sb.String())
}

// caretPad returns the blank space that puts a caret under the column
// (1-based, in characters) of line: tabs are kept so the caret lines up
// whatever the tab width, and wide characters count double.
func caretPad(line string, column int) string {
	var sb strings.Builder
	n := 0
	for _, r := range line {
		if n++; n >= column {
			break
		}
		if r == '\t' {
			sb.WriteByte('\t')
			continue
		}
		sb.WriteString(strings.Repeat(" ", runes.Width(r)))
	}
	return sb.String()
}

// command prints what a :command produced.
func (p *printer) command(r lang.CommandResult) {
	if r.Err != nil {
		p.error(r.Err)
		return
	}
	if r.Text != "" {
		fmt.Fprintln(p.out, r.Text)
	}
}
