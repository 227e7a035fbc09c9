package repl

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/chzyer/readline"
)

// editor is the line editor on the terminal: prompts, suggested
// indentation, history and completion.
type editor struct {
	rl *readline.Instance
	// stdin is the editor's terminal reader. The editor reads the
	// terminal in a goroutine that its Close does not always stop;
	// closing this reader first ends that read.
	stdin *readline.CancelableStdin
	// input translates keys and takes pastes out of the terminal's
	// stream; listener chains its paste handling with the dedenter.
	input    *keyReader
	keys     dedenter
	listener editorListener
	start    lineStart
	p        *printer
	out      io.Writer
	stderr   io.Writer
	// history is the history file; nil keeps history for this run only.
	history *historyFile
	// entries maps the editor's line of each history entry that holds a
	// ␤ of its own back to the entry, so it comes back exactly when
	// recalled (its ␤ not taken for a line break).
	entries map[string]string
	// recalled is set when the line being read was taken from the
	// history: only then does a ␤ in it stand for a line break.
	recalled atomic.Bool
}

// editorListener is the editor's readline.Listener: pastes first, then
// the dedenter.
type editorListener struct{ e *editor }

// OnChange implements readline.Listener.
func (l editorListener) OnChange(line []rune, pos int, key rune) ([]rune, int, bool) {
	switch key {
	case readline.CharPrev, readline.CharNext, readline.CharBckSearch, readline.CharFwdSearch:
		l.e.recalled.Store(true)
	}
	return l.e.input.onChange(line, pos, key, l.e.keys.OnChange)
}

// newEditor opens the editor with the history file of o (when it cannot
// be used, history lasts for this run only, with a warning).
func newEditor(o Options, p *printer, completions readline.AutoCompleter) (*editor, error) {
	e := &editor{input: newKeyReader(os.Stdin), p: p, out: o.Stdout, stderr: o.Stderr, entries: map[string]string{}}
	var saved []string
	if o.HistoryFile != "" {
		var err error
		if e.history, saved, err = openHistoryFile(o.HistoryFile); err != nil {
			fmt.Fprintf(o.Stderr, "Warning: history will not be kept: %s\n", err)
		}
	}
	e.stdin = readline.NewCancelableStdin(e.input)
	e.listener = editorListener{e}
	rl, err := readline.NewEx(&readline.Config{
		Stdin:                  e.stdin,
		Prompt:                 p.prompt(promptFirst),
		HistoryLimit:           historyLimit,
		DisableAutoSaveHistory: true,
		HistorySearchFold:      true,
		AutoComplete:           completions,
		Listener:               e.listener,
		FuncMakeRaw:            e.start.enter,
		FuncExitRaw:            e.start.raw.Exit,
		Stdout:                 o.Stdout,
		Stderr:                 o.Stderr,
	})
	if err != nil {
		e.stdin.Close()
		return nil, err
	}
	e.rl, e.start.rl = rl, rl
	for _, entry := range saved {
		e.recall(entry)
	}
	return e, nil
}

// readLine reads one line after prompt, starting it with indent. A
// multi-line entry recalled from the history comes back with its line
// breaks; a ␤ typed or pasted stays what it is.
func (e *editor) readLine(prompt, indent string) (string, error) {
	e.rl.SetPrompt(e.p.prompt(prompt))
	e.keys.active = indent != ""
	e.start.indent = indent
	e.recalled.Store(false)
	io.WriteString(e.out, enablePaste)
	line, err := e.rl.Readline()
	io.WriteString(e.out, disablePaste)
	if err == nil {
		// The history cursor may rest on a recalled entry; move it back
		// to the end so that the entry remembered next is saved whole.
		_ = e.rl.SaveHistory("")
	}
	if strings.ContainsRune(line, pasteMark) {
		line = e.input.expandPastes(line)
		e.showPaste(prompt, line)
		return line, err
	}
	if !e.recalled.Load() {
		return line, err
	}
	if entry, ok := e.entries[line]; ok {
		return entry, err
	}
	return strings.ReplaceAll(line, lineBreak, "\n"), err
}

// showPaste redraws the line the editor submitted with a paste's mark
// as the pasted text, its lines after continuation prompts.
func (e *editor) showPaste(prompt, text string) {
	var sb strings.Builder
	sb.WriteString("\x1b[1A\r\x1b[2K")
	for i, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if i > 0 {
			prompt = promptContinue
		}
		sb.WriteString(e.p.prompt(prompt) + l + "\n")
	}
	io.WriteString(e.out, sb.String())
}

// remember adds an input to the history, and to the history file ("" adds
// nothing). When the file cannot be written, a warning says so once and
// history lasts for this run only.
func (e *editor) remember(entry string) {
	if entry == "" {
		return
	}
	e.recall(entry)
	if e.history != nil {
		if err := e.history.add(entry); err != nil {
			fmt.Fprintf(e.stderr, "Warning: history will not be kept: %s\n", err)
			e.history = nil
		}
	}
}

// recall makes entry one the editor can recall.
func (e *editor) recall(entry string) {
	line := editorLine(entry)
	if strings.Contains(entry, lineBreak) {
		e.entries[line] = entry
	}
	_ = e.rl.SaveHistory(line)
}

// exitOnSignal restores the terminal when prepl is told to end (SIGTERM,
// SIGHUP) while the editor holds it in raw mode, and ends with the
// signal's conventional status. The returned function stops listening.
func (e *editor) exitOnSignal() (stop func()) {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case s := <-sig:
			io.WriteString(e.out, disablePaste)
			_ = e.start.raw.Exit()
			status := 1
			if n, ok := s.(syscall.Signal); ok {
				status = 128 + int(n)
			}
			os.Exit(status)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}

func (e *editor) close() {
	io.WriteString(e.out, disablePaste)
	e.stdin.Close()
	e.rl.Close()
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
