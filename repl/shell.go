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
	if len(sh.pending) == 0 && strings.TrimSpace(line) == "" {
		return step{}
	}
	sh.pending = append(sh.pending, line)
	entry := strings.Join(sh.pending, "\n")
	if state, indent := sh.s.IsComplete(entry); state == lang.Incomplete {
		return step{More: true, Indent: indent}
	}
	sh.pending = nil
	sh.run(entry)
	return step{Entry: entry}
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
	}
	if o.Quit {
		sh.quit = true
	}
}
