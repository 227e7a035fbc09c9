package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"

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
	p := &printer{out: o.Stdout, err: o.Stderr, color: o.Color, minLevel: o.MinLogLevel, width: readline.GetScreenWidth}
	so := o.Session
	so.Log = p.log
	sh := newShell(lang.NewSession(so), p)
	intr := &interrupter{out: o.Stdout}
	sh.context = intr.context
	defer intr.listen()()

	history := o.HistoryFile
	if history != "" {
		if err := prepareHistoryFile(history); err != nil {
			fmt.Fprintf(o.Stderr, "Warning: history will not be kept: %s\n", err)
			history = ""
		}
	}
	keys := &dedenter{}
	start := &lineStart{}
	// The editor reads the terminal in a goroutine that its Close does
	// not always stop; closing this reader first ends that read.
	stdin := readline.NewCancelableStdin(os.Stdin)
	defer stdin.Close()
	rl, err := readline.NewEx(&readline.Config{
		Stdin:                  stdin,
		Prompt:                 p.prompt(promptFirst),
		HistoryFile:            history,
		HistoryLimit:           historyLimit,
		DisableAutoSaveHistory: true,
		HistorySearchFold:      true,
		AutoComplete:           &completer{sh: sh},
		Listener:               keys,
		FuncMakeRaw:            start.enter,
		FuncExitRaw:            start.raw.Exit,
		Stdout:                 o.Stdout,
		Stderr:                 o.Stderr,
	})
	if err != nil {
		fmt.Fprintf(o.Stderr, "Error: %s\n", err)
		return 1
	}
	defer func() {
		stdin.Close()
		rl.Close()
	}()
	start.rl = rl
	if o.Banner {
		fmt.Fprintln(o.Stdout, p.paint(colorPrompt, "prepl "+Version)+" — the Puppet language, interactively")
		fmt.Fprintln(o.Stdout, p.paint(colorFaint, "Type :help for commands, NAME? for documentation, Ctrl-D to leave."))
	}

	indent := ""
	for !sh.quit {
		prompt := promptFirst
		if sh.inInput() {
			prompt = promptContinue
		}
		rl.SetPrompt(p.prompt(prompt))
		keys.active = indent != ""
		start.indent = indent
		line, err := rl.Readline()
		switch {
		case errors.Is(err, readline.ErrInterrupt):
			sh.abandon()
			indent = ""
			continue
		case errors.Is(err, io.EOF):
			return 0
		case err != nil:
			fmt.Fprintf(o.Stderr, "Error: %s\n", err)
			return 1
		}
		// The editor's history cursor may rest on a recalled entry; move
		// it back to the end so the entry saved below is the whole input.
		_ = rl.SaveHistory("")
		st := sh.feed(decodeEntry(line))
		if st.Entry != "" {
			_ = rl.SaveHistory(encodeEntry(st.Entry))
		}
		indent = st.Indent
	}
	return 0
}

func (p *printer) prompt(s string) string { return p.paint(colorPrompt, s) }

// lineStart puts the terminal in raw mode for the editor and only then
// gives the line its suggested indentation: drawn earlier, the prompt
// would show while the terminal still echoes keys itself, and keys typed
// in that moment would show twice.
type lineStart struct {
	raw    readline.RawMode
	rl     *readline.Instance
	indent string
}

func (l *lineStart) enter() error {
	err := l.raw.Enter()
	if l.indent != "" && l.rl != nil {
		l.rl.Operation.SetBuffer(l.indent)
		l.indent = ""
	}
	return err
}

// interrupter cancels the running evaluation when Ctrl-C arrives. While
// code runs the terminal is out of raw mode, so Ctrl-C is a SIGINT (and
// the terminal echoes ^C).
type interrupter struct {
	out    io.Writer
	mu     sync.Mutex
	cancel context.CancelFunc
	fired  bool
}

// context starts an evaluation's context. The function it returns ends
// the evaluation; after an interrupt it starts a new line, so what
// follows does not run on after the terminal's ^C.
func (it *interrupter) context() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	it.mu.Lock()
	it.cancel, it.fired = cancel, false
	it.mu.Unlock()
	return ctx, func() {
		it.mu.Lock()
		fired := it.fired
		it.cancel, it.fired = nil, false
		it.mu.Unlock()
		cancel()
		if fired {
			fmt.Fprintln(it.out)
		}
	}
}

// listen takes SIGINT over from the default action (ending the process)
// until the returned function is called.
func (it *interrupter) listen() (stop func()) {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt)
	go func() {
		for {
			select {
			case <-sig:
				it.mu.Lock()
				if it.cancel != nil {
					it.cancel()
					it.fired = true
				}
				it.mu.Unlock()
			case <-done:
				return
			}
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
