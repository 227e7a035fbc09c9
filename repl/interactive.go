package repl

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chzyer/readline"

	"prepl/lang"
)

// The prompts: the first line of an input, and the lines that continue it.
const (
	promptFirst    = "pp> "
	promptContinue = "... "
)

// RunInteractive runs the shell on the terminal until Ctrl-D or :quit and
// returns the exit status. Ctrl-C abandons the line or the unfinished
// input at the prompt, and stops a running evaluation.
func RunInteractive(o Options) int {
	p := &printer{out: o.Stdout, err: o.Stderr, color: o.Color, debug: o.Debug, width: readline.GetScreenWidth}
	so := o.Session
	so.Log = p.log
	so.MinLogLevel = o.MinLogLevel
	intr := &interrupter{out: o.Stdout}
	var ed *editor
	dbg := &debugPrompt{p: p, context: intr.context, editor: func() (*editor, error) { return ed, nil }}
	so.OnStop = dbg.stop
	session := lang.NewSession(so)
	defer session.Close()
	session.GatherFactsInBackground()
	dbg.s = session
	p.pager = &pager{height: terminalHeight, enabled: session.Paging, out: o.Stdout}
	sh := newShell(session, p)
	sh.context = intr.context
	defer intr.listen()()

	ed, err := newEditor(o, p, &completer{sh: sh})
	if err != nil {
		fmt.Fprintf(o.Stderr, "Error: %s\n", err)
		return 1
	}
	defer ed.close()
	defer ed.exitOnSignal()()
	if o.Banner {
		fmt.Fprintln(o.Stdout, p.paint(colorPrompt, "prepl "+Version)+" — the Puppet language, interactively")
		fmt.Fprintln(o.Stdout, p.paint(colorFaint, "Type :help for commands, NAME? for documentation, Ctrl-D to leave."))
	}

	if len(o.PreloadFiles) > 0 {
		sh.run(":load " + strings.Join(o.PreloadFiles, " "))
	}
	for _, code := range o.PreloadCode {
		sh.run(code)
	}
	indent := ""
	for !sh.quit {
		prompt := promptFirst
		if sh.inInput() {
			prompt = promptContinue
		}
		line, err := ed.readLine(prompt, indent)
		switch {
		case errors.Is(err, readline.ErrInterrupt):
			sh.abandon()
			indent = ""
			continue
		case errors.Is(err, io.EOF) && sh.inInput():
			// Ctrl-D on an empty line inside an unfinished input (an open
			// string, heredoc or block) abandons that input, as Ctrl-C
			// does; only at the first prompt does it leave.
			sh.abandon()
			indent = ""
			fmt.Fprintln(o.Stdout, p.paint(colorFaint, "(input abandoned; Ctrl-D at an empty pp> prompt leaves)"))
			continue
		case errors.Is(err, io.EOF):
			return 0
		case err != nil:
			fmt.Fprintf(o.Stderr, "Error: %s\n", err)
			return 1
		}
		st := sh.feed(line)
		ed.remember(st.Entry)
		indent = st.Indent
	}
	return 0
}
