package lang

import (
	"context"
	"strings"
	"time"

	"prepl/display"
	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
)

// LogLevel is the severity of a log message, LogFunc a receiver of log
// messages (Options.Log): front ends filter and colour by level.
type (
	LogLevel = eval.LogLevel
	LogFunc  = eval.LogFunc
)

// The log levels, from least to most severe (Puppet's names).
const (
	LogDebug   = eval.LogDebug
	LogInfo    = eval.LogInfo
	LogNotice  = eval.LogNotice
	LogWarning = eval.LogWarning
	LogErr     = eval.LogErr
	LogAlert   = eval.LogAlert
	LogEmerg   = eval.LogEmerg
	LogCrit    = eval.LogCrit
)

// CompleteState says whether an input is ready to run (IsComplete).
type CompleteState = syntax.CompleteState

// The states of an input: complete, needing more lines, or invalid
// whatever follows.
const (
	Complete   = syntax.Complete
	Incomplete = syntax.Incomplete
	Invalid    = syntax.Invalid
)

// Outcome is what one input produced, ready for a front end to show: the
// value to echo, a command's output, or the error, with the input's
// number and how long it took. Log lines went to Options.Log while the
// input ran.
type Outcome struct {
	// Count is the input's number (for an input that takes none, the
	// number of the last one that did).
	Count int
	// Value is the value to echo; nil after an error, for a statement-like
	// input (notice(...), a definition) and for a command.
	Value *Shown
	// Display is a command's output; nil for code and for a failed
	// command (whose message is Err).
	Display *Display
	// Err is the failure; nil on success.
	Err *Error
	// Duration is how long the input took; ShowTime asks the front end to
	// show it (`:time on`, for code).
	Duration time.Duration
	ShowTime bool
	// Quit asks the front end to end the session (`:quit`).
	Quit bool
	// Ran is false for a blank input, which does nothing.
	Ran bool
}

// Display is what a command shows: plain text for terminals and, where it
// helps, HTML or an SVG picture for notebooks.
type Display struct {
	Text, HTML, SVG string
	// Pager marks documentation, which Jupyter shows in its pager.
	Pager bool
}

// Shown is a value with the format map it is to be shown with.
type Shown struct {
	v    types.Value
	opts display.Options
}

// Value returns the value itself.
func (sh *Shown) Value() types.Value { return sh.v }

// Text renders the value as the REPL echoes it (without the "=> ").
func (sh *Shown) Text() string { return display.Show(sh.v, sh.opts) }

// Terminal renders the value fitted to width columns (0: the default
// width), with ANSI colours when color is set.
func (sh *Shown) Terminal(width int, color bool) string {
	o := sh.opts
	o.Width = width
	if color {
		return display.ShowColored(sh.v, o)
	}
	return display.Show(sh.v, o)
}

// HTML renders the value for a notebook ("" when plain text says it all).
func (sh *Shown) HTML() string { return display.ShowHTML(sh.v, sh.opts) }

// Shown pairs a value with the session's current format map.
func (s *Session) Shown(v types.Value) *Shown {
	s.mu.Lock()
	defer s.mu.Unlock()
	return &Shown{v: v, opts: s.displayOptions()}
}

// Run runs one input as typed at the prompt or in a notebook cell: a
// command (`:name ...`, `NAME?`), or Puppet code, where a first line
// starting with `.name` continues from the previous result (`.length`
// means `$_.length`). Every input but a blank one takes the next number
// and a history entry, commands too (as IPython numbers its magics), so a
// notebook shows each cell its own number.
func (s *Session) Run(ctx context.Context, input string) Outcome {
	return s.run(ctx, input, true)
}

// RunUnrecorded runs an input like Run, but it gets no number and no
// history entry, and $_ is left alone (Jupyter's store_history=false).
func (s *Session) RunUnrecorded(ctx context.Context, input string) Outcome {
	return s.run(ctx, input, false)
}

func (s *Session) run(ctx context.Context, input string, record bool) Outcome {
	if strings.TrimSpace(input) == "" {
		return Outcome{Count: s.Count()}
	}
	label, body, empty, isCheck := checkCell(input)
	if (!isCheck || empty) && s.IsCommand(input) {
		// A :check line with no checks after it is the command, which
		// says how to use it.
		return s.runCommand(ctx, input, record)
	}
	if !isCheck {
		body = continuation(input)
	}
	return s.runChecked(ctx, label, body, record)
}

// runCommand runs a command as an input: numbered and recorded when
// record is set. A failed command's message is its error alone.
func (s *Session) runCommand(ctx context.Context, input string, record bool) Outcome {
	s.mu.Lock()
	if record {
		s.count++
	}
	count := s.count
	s.mu.Unlock()
	r := s.Command(ctx, input)
	if record {
		s.mu.Lock()
		s.recordLocked(HistoryEntry{Count: count, Input: input, Failed: r.Err != nil, Quiet: true})
		s.mu.Unlock()
	}
	o := Outcome{Count: count, Err: r.Err, Quit: r.Quit, Ran: true}
	if r.Err == nil && (r.Text != "" || r.HTML != "" || r.SVG != "") {
		o.Display = &Display{Text: r.Text, HTML: r.HTML, SVG: r.SVG, Pager: r.Pager}
	}
	return o
}

// continuation expands an input whose first line starts with `.` and a
// function name into a call on the previous result:
// `.map |$x| { $x * 2 }` means `$_.map |$x| { $x * 2 }`. It returns the
// code and how many code points were put before the input's own text.
func continuation(code string) string {
	expanded, _ := expandContinuation(code)
	return expanded
}

// expandContinuation is continuation that also says where the input's
// text starts in the expansion, for positions (completion) that must be
// mapped back; leading blanks are dropped, so the shift may be negative.
func expandContinuation(code string) (string, int) {
	t := strings.TrimLeft(code, " \t")
	if len(t) < 2 || t[0] != '.' {
		return code, 0
	}
	if c := t[1]; c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		prefix := "$" + PreviousResult
		return prefix + t, len(prefix) - (len(code) - len(t))
	}
	return code, 0
}

// IsComplete tells whether an input is ready to run (a command always is;
// a `.` continuation is checked as the code it stands for), needs more
// lines (with the indentation the next line should get), or is invalid
// whatever follows.
func (s *Session) IsComplete(input string) (CompleteState, string) {
	if _, body, empty, ok := checkCell(input); ok {
		if empty {
			return Incomplete, ""
		}
		return syntax.CheckComplete(body)
	}
	if s.IsCommand(input) {
		return Complete, ""
	}
	return syntax.CheckComplete(continuation(input))
}
