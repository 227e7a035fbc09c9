package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"

	"github.com/chzyer/readline"

	"prepl/lang"
)

// debugPrompt is the terminal's side of the debugger: when evaluation
// stops it shows where, then reads lines at a nested prompt until one
// resumes evaluation. It needs a terminal; the editor is made when the
// first stop needs it (script mode has none until then).
type debugPrompt struct {
	p      *printer
	s      *lang.Session
	editor func() (*editor, error)
	// context is the context of an evaluation made at the prompt.
	context func() (context.Context, context.CancelFunc)
}

// stop implements lang.Options.OnStop.
func (d *debugPrompt) stop(st *lang.DebugStop) lang.DebugAction {
	ed, err := d.editor()
	if err != nil {
		fmt.Fprintf(d.p.err, "Warning: cannot stop at %s: %s\n", st.Where(), err)
		return lang.DebugContinue
	}
	f, _ := st.Frame()
	fmt.Fprintln(d.p.out, d.p.paint(colorWarning, fmt.Sprintf("Stopped at %s (%s) in %s", st.Where(), st.Reason, f.Name)))
	fmt.Fprintln(d.p.out, st.Whereami(2))
	for {
		f, _ := st.Frame()
		prompt := fmt.Sprintf("debug %s:%d> ", filepath.Base(f.File), f.Line)
		line, err := ed.readLine(prompt, "")
		switch {
		case errors.Is(err, readline.ErrInterrupt):
			// Ctrl-C at the nested prompt clears the line; evaluation
			// stays stopped.
			continue
		case errors.Is(err, io.EOF):
			return lang.DebugContinue
		case err != nil:
			return lang.DebugContinue
		}
		ctx, done := d.context()
		text, isErr, action, resume := d.s.DebugConsole(ctx, st, line)
		done()
		if resume {
			return action
		}
		switch {
		case text == "":
		case isErr:
			fmt.Fprintln(d.p.err, d.p.paint(colorError, "Error: "+text))
		default:
			fmt.Fprintln(d.p.out, text)
		}
	}
}
