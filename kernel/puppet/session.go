// Package puppet connects the Jupyter kernel to the Puppet language: it
// serves a lang.Session through the kernel.Session interface, showing
// values through the display engine and log messages as output streams.
package puppet

import (
	"context"
	"sync"

	"prepl/kernel"
	"prepl/lang"
	"prepl/lang/dap"
)

// Session is a Puppet session as the kernel sees it.
type Session struct {
	s *lang.Session
	// dap serves the Jupyter debugger over the session's debugger.
	dap *dap.Adapter

	mu  sync.Mutex
	out kernel.Output // the running cell's output; nil between cells
}

// New returns a kernel session over a new lang.Session; opts.Log is
// replaced by the kernel's output streams.
func New(opts lang.Options) *Session {
	p := &Session{}
	p.dap = dap.New(func(msg string) { p.log(lang.LogWarning, msg) })
	opts.Log = p.log
	opts.OnStop = p.dap.OnStop
	if opts.MinLogLevel == lang.LogDebug {
		// Notebooks show info and above unless :loglevel asks for more.
		opts.MinLogLevel = lang.LogInfo
	}
	p.s = lang.NewSession(opts)
	p.dap.Attach(p.s)
	p.s.GatherFactsInBackground()
	return p
}

// Info describes the kernel in kernel_info_reply.
func Info(version string) kernel.Info {
	return kernel.Info{
		Implementation:        "prepl",
		ImplementationVersion: version,
		LanguageVersion:       LanguageVersion,
		Banner: "Puppet " + LanguageVersion + " language, prepl " + version + "\n" +
			"Type :help for commands; NAME? or :doc NAME shows documentation.",
		HelpLinks: []kernel.HelpLink{
			{Text: "Puppet language", URL: "https://www.puppet.com/docs/puppet/7/lang_summary.html"},
			{Text: "Puppet functions", URL: "https://www.puppet.com/docs/puppet/7/function.html"},
		},
	}
}

// LanguageVersion is the version of the Puppet language served.
const LanguageVersion = "7"

// log sends a log message to the running cell's output: notice and
// below to stdout, warnings and worse to stderr (the session filters by
// level: info and above unless :loglevel says otherwise).
func (p *Session) log(level lang.LogLevel, msg string) {
	stream := "stdout"
	if level >= lang.LogWarning {
		stream = "stderr"
	}
	p.mu.Lock()
	out := p.out
	p.mu.Unlock()
	if out != nil {
		out(stream, level.Line(msg))
	}
}

func (p *Session) setOutput(out kernel.Output) {
	p.mu.Lock()
	p.out = out
	p.mu.Unlock()
}

// Close stops the processes the session started (its Ruby), when the
// kernel shuts down.
func (p *Session) Close() { p.s.Close() }

// Debugger returns the kernel's side of the Jupyter debugger (the Debug
// Adapter Protocol) for this session.
func (p *Session) Debugger() kernel.Debugger { return p.dap }

// NextCount returns the number the next input will get.
func (p *Session) NextCount() int { return p.s.Count() + 1 }

// Execute runs a cell: a command (":vars", "name?"), or Puppet code
// (where a first line `.name` continues from the previous result).
func (p *Session) Execute(ctx context.Context, code string, store bool, out kernel.Output) kernel.Execution {
	p.setOutput(out)
	defer p.setOutput(nil)
	defer p.dap.Running(ctx)()
	var o lang.Outcome
	if store {
		o = p.s.Run(ctx, code)
	} else {
		o = p.s.RunUnrecorded(ctx, code)
	}
	ex := kernel.Execution{Count: o.Count, Exit: o.Quit}
	if o.Err != nil {
		ex.Err = failure(o.Err)
	}
	if o.Value != nil {
		ex.Result = bundle(o.Value)
	}
	if d := o.Display; d != nil {
		data := kernel.MIMEBundle{}
		for mime, text := range map[string]string{"text/plain": d.Text, "text/html": d.HTML, "image/svg+xml": d.SVG} {
			if text != "" {
				data[mime] = text
			}
		}
		if d.Pager {
			ex.Page = data
		} else {
			ex.Displays = append(ex.Displays, data)
		}
	}
	if o.ShowTime {
		out("stdout", "("+lang.FormatDuration(o.Duration)+")\n")
	}
	return ex
}

// Evaluate computes an expression for user_expressions.
func (p *Session) Evaluate(ctx context.Context, expr string) (kernel.MIMEBundle, *kernel.Failure) {
	v, err := p.s.Evaluate(ctx, expr)
	if err != nil {
		return nil, failure(err)
	}
	return bundle(p.s.Shown(v)), nil
}

// bundle renders a value as text (the REPL's format without its "=> ")
// and HTML.
func bundle(v *lang.Shown) kernel.MIMEBundle {
	data := kernel.MIMEBundle{"text/plain": v.Text()}
	if html := v.HTML(); html != "" {
		data["text/html"] = html
	}
	return data
}

// interruptedMessage is the message of an interrupted cell, which the
// traceback shows after the kind ("Interrupted: ...").
const interruptedMessage = "the cell was stopped before it finished; nothing it did was kept"

// failure converts a session error for the kernel.
func failure(e *lang.Error) *kernel.Failure {
	msg := e.Message
	if e.Kind == "Interrupted" && e.Message == "Interrupted" {
		// A plain interrupt (not a time or memory limit, which say which).
		msg = interruptedMessage
	}
	return &kernel.Failure{Kind: e.Kind, Message: msg, File: e.File, Line: e.Line, Column: e.Column,
		SourceLine: e.SourceLine, Detail: e.Stack, Continue: e.Continue}
}

// IsComplete asks the session whether code is a whole input.
func (p *Session) IsComplete(code string) (string, string) {
	state, indent := p.s.IsComplete(code)
	switch state {
	case lang.Complete:
		return "complete", ""
	case lang.Incomplete:
		return "incomplete", indent
	}
	return "invalid", ""
}

// Complete returns completions for the text before cursor.
func (p *Session) Complete(code string, cursor int) ([]string, int, int) {
	return p.s.Complete(code, cursor)
}

// Inspect documents the name at cursor.
func (p *Session) Inspect(code string, cursor, detail int) (kernel.MIMEBundle, bool) {
	text, html, found := p.s.Inspect(code, cursor, detail)
	if !found {
		return nil, false
	}
	data := kernel.MIMEBundle{"text/plain": text}
	if html != "" {
		data["text/html"] = html
	}
	return data, true
}

// History returns the session's inputs with their values as text.
func (p *Session) History() []kernel.HistoryEntry {
	hist := p.s.History()
	out := make([]kernel.HistoryEntry, len(hist))
	for i, h := range hist {
		out[i] = kernel.HistoryEntry{Count: h.Count, Input: h.Input}
		if !h.Failed && h.Value != nil && !h.Quiet {
			out[i].Output, out[i].HasOutput = p.s.Show(h.Value), true
		}
	}
	return out
}
