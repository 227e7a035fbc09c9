package repl

import (
	"context"
	"strings"

	"prepl/lang"
)

// shell turns lines into inputs and runs them on the session; the
// terminal and the transcript mode share it. It collects the lines of an
// input until the session says the input is complete, runs it and prints
// what comes out.
type shell struct {
	s *lang.Session
	p *printer
	// context returns the context an evaluation runs under and the
	// function that ends it (the terminal makes Ctrl-C cancel it).
	context func() (context.Context, context.CancelFunc)
	pending []string
	// lookahead holds each complete input until the next line shows it
	// does not continue it (`} else {`, `.map ...`, `-> Service[x]` on a
	// line of its own), as a file or a paste reads: transcript mode sets
	// it. held is such an input, "" when none.
	lookahead bool
	held      string
	// failed records that some input or command failed; quit that
	// :quit was given.
	failed, quit bool
}

// step is what feeding one line led to.
type step struct {
	// Entry is the text of the input that was just run, as typed, for the
	// history; "" when nothing ran.
	Entry string
	// More means the input needs more lines; Indent is the indentation
	// the next line should start with.
	More   bool
	Indent string
}

func newShell(s *lang.Session, p *printer) *shell {
	return &shell{s: s, p: p, context: func() (context.Context, context.CancelFunc) {
		return context.WithCancel(context.Background())
	}}
}

// feed takes the next line. A blank line outside an input is skipped; any
// other line joins the pending input, which runs as soon as it is
// complete (a command on the first line always is) or can no longer
// become valid.
func (sh *shell) feed(line string) step {
	var ran string
	if sh.held != "" {
		if continuesInput(line) {
			sh.pending = []string{sh.held}
			sh.held = ""
		} else {
			ran = sh.runHeld()
		}
	}
	if len(sh.pending) == 0 && strings.TrimSpace(line) == "" {
		return step{Entry: ran}
	}
	sh.pending = append(sh.pending, line)
	entry := strings.Join(sh.pending, "\n")
	if state, indent := sh.s.IsComplete(entry); state == lang.Incomplete {
		return step{More: true, Indent: indent, Entry: ran}
	}
	sh.pending = nil
	if sh.lookahead && !sh.s.IsCommand(entry) {
		sh.held = entry
		return step{Entry: ran}
	}
	sh.run(entry)
	return step{Entry: entry}
}

// runHeld runs the input held for lookahead and returns it.
func (sh *shell) runHeld() string {
	entry := sh.held
	sh.held = ""
	sh.run(entry)
	return entry
}

// continuationStarts are the beginnings of a line that cannot start an
// input, so that in a file or a paste it continues the one before:
// keywords and operators that need a left operand, and closing brackets.
// A leading `-`, `/`, `[`, `{`, `(` or `!` may start an input and is not
// among them.
var continuationStarts = []string{
	"->", "~>", "<-", "<~", "==", "!=", "=~", "!~", "<=", ">=", "=>",
	"<", ">", "+", "*", "%", "?", "=", ",", "}", "]", ")", "|>",
}

// continuationWords are the keywords that cannot start an input.
var continuationWords = []string{"else", "elsif", "and", "or", "in"}

// continuesInput reports whether line cannot start an input and so
// continues the previous one when read from a file or a paste.
func continuesInput(line string) bool {
	t := strings.TrimLeft(line, " \t")
	if len(t) > 1 && t[0] == '.' && (isWordByte(t[1]) || t[1] == '$') {
		return true
	}
	if startsWithWord(t, continuationWords...) {
		return true
	}
	for _, op := range continuationStarts {
		if strings.HasPrefix(t, op) {
			return true
		}
	}
	return false
}

// startsWithWord reports whether text, after blanks, starts with one of
// the words as a whole word.
func startsWithWord(text string, words ...string) bool {
	t := strings.TrimLeft(text, " \t\n")
	for _, w := range words {
		if rest, ok := strings.CutPrefix(t, w); ok && (rest == "" || !isWordByte(rest[0])) {
			return true
		}
	}
	return false
}

func isWordByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// inInput reports whether lines of an unfinished input are pending.
func (sh *shell) inInput() bool { return len(sh.pending) > 0 }

// pendingText is the text of the unfinished input with a newline for the
// line being typed ("" outside an input), as completion needs it.
func (sh *shell) pendingText() string {
	if len(sh.pending) == 0 {
		return ""
	}
	return strings.Join(sh.pending, "\n") + "\n"
}

// abandon drops the unfinished input (Ctrl-C).
func (sh *shell) abandon() { sh.pending = nil }

// finish runs an unfinished input at the end of the stream, so its syntax
// error is reported; it returns the entry that ran.
func (sh *shell) finish() string {
	if sh.held != "" {
		return sh.runHeld()
	}
	if len(sh.pending) == 0 {
		return ""
	}
	entry := strings.Join(sh.pending, "\n")
	sh.pending = nil
	sh.run(entry)
	return entry
}

// run runs one input and prints its outcome.
func (sh *shell) run(input string) {
	ctx, done := sh.context()
	o := sh.s.Run(ctx, input)
	done()
	sh.p.outcome(o)
	if o.Err != nil {
		sh.failed = true
		if o.Err.Kind == "SyntaxError" && startsWithWord(input, "else", "elsif") {
			sh.p.hint("An else or elsif continues the if before it within one input: write `} else {` on the line that closes the if, or paste the whole if/else at once.")
		}
	}
	if o.Quit {
		sh.quit = true
	}
}
