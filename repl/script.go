package repl

import (
	"context"
	"fmt"
	"io"
	"os"

	"prepl/lang"
)

// StdinName is the file name `-` stands for: the program is read from
// standard input.
const StdinName = "-"

// RunScript evaluates the files, then each code (-e) in order, as one program;
// the file `-` is standard input, and a directory stands for the *.pp
// files under it, as Puppet reads a manifest directory. Log lines go to stdout as "Notice:
// message"; an error goes to stderr as "Error: message (file: F, line: L,
// column: C)". With o.Catalog set, the catalog is printed afterwards in
// that form, alone on stdout: log lines then go to stderr. It returns the
// exit status: 0 on success, 1 on error.
func RunScript(ctx context.Context, o Options, files []string, code []string) int {
	logs := o.Stdout
	if o.Catalog != "" {
		logs = o.Stderr
	}
	p := &printer{out: logs, err: o.Stderr, color: o.Color, debug: o.Debug, width: func() int { return 0 }, problemsToStderr: true}
	files, err := expandDirectories(files)
	if err != nil {
		p.failure(err.Error())
		return 1
	}
	var sources []lang.Source
	for _, f := range files {
		text, err := readSource(f, o.Stdin)
		if err != nil {
			p.failure(err.Error())
			return 1
		}
		name := f
		if f == StdinName {
			name = "<stdin>"
		}
		sources = append(sources, lang.Source{Name: name, Text: text})
	}
	for _, c := range code {
		sources = append(sources, lang.Source{Text: c})
	}
	so := o.Session
	so.Log = p.log
	var dbg *debugPrompt
	if o.Terminal {
		// At a terminal a breakpoint or debug::break() opens the
		// debugger's prompt; its editor is made at the first stop, and
		// Ctrl-C interrupts the script as it would an input.
		intr := &interrupter{out: o.Stdout}
		defer intr.listen()()
		var cancel context.CancelFunc
		ctx, cancel = intr.context()
		defer cancel()
		var ed *editor
		dbg = &debugPrompt{p: p, context: intr.context, editor: func() (*editor, error) {
			if ed == nil {
				var err error
				if ed, err = newEditor(Options{Stdout: o.Stdout, Stderr: o.Stderr}, p, nil); err != nil {
					return nil, err
				}
			}
			return ed, nil
		}}
		defer func() {
			if ed != nil {
				ed.close()
			}
		}()
		so.OnStop = dbg.stop
	}
	so.MinLogLevel = o.MinLogLevel
	s := lang.NewSession(so)
	defer s.Close()
	if dbg != nil {
		dbg.s = s
	}
	if res := s.EvalSources(ctx, sources); res.Err != nil {
		p.failure(res.Err.Error())
		io.WriteString(p.err, p.stack(res.Err))
		return 1
	}
	if o.ShowNotify {
		for _, l := range s.NotifyMessages() {
			p.log(l.Level, l.Text)
		}
	}
	if o.Catalog != "" {
		res := s.Command(ctx, ":catalog "+o.Catalog)
		if res.Err != nil {
			p.failure(res.Err.Error())
			io.WriteString(p.err, p.stack(res.Err))
			return 1
		}
		fmt.Fprintln(o.Stdout, res.Text)
	}
	return 0
}

// failure prints an error line as script mode reports errors.
func (p *printer) failure(msg string) {
	fmt.Fprintln(p.err, p.paint(colorError, "Error: "+msg))
}

// expandDirectories replaces each directory among names by its manifests.
func expandDirectories(names []string) ([]string, error) {
	var out []string
	for _, name := range names {
		info, err := os.Stat(name)
		if name == StdinName || err != nil || !info.IsDir() {
			out = append(out, name)
			continue
		}
		files, err := lang.ManifestFiles(name)
		if err != nil {
			return nil, fmt.Errorf("Could not read %s: %w", name, err)
		}
		out = append(out, files...)
	}
	return out, nil
}

// readSource reads a program file, or standard input for `-`.
func readSource(name string, stdin io.Reader) (string, error) {
	if name == StdinName {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return "", fmt.Errorf("Could not read standard input: %w", err)
		}
		return string(data), nil
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("Could not read %s: %w", name, err)
	}
	return string(data), nil
}
