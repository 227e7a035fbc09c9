package repl

import (
	"io"

	"prepl/lang"
)

// Options configure every mode of the front end.
type Options struct {
	// Session configures the session; its Log is replaced by the front
	// end's own sink.
	Session lang.Options
	// Stdin, Stdout and Stderr are the streams of the mode. The
	// interactive shell reads the terminal itself.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Color asks for ANSI colours (results, log levels, errors, prompt).
	Color bool
	// MinLogLevel is the least severe log level printed (Puppet shows
	// notice and above unless asked for more).
	MinLogLevel lang.LogLevel
	// Banner shows the version and a hint when the shell starts.
	Banner bool
	// HistoryFile is where the shell keeps its history across runs; ""
	// keeps history for this run only.
	HistoryFile string
	// Catalog, when "json" or "dot", prints the catalog after a successful
	// script.
	Catalog string
	// Debug prints the Go stack of an internal error (a defect) after its
	// message.
	Debug bool
	// PreloadFiles and PreloadCode are evaluated, as `:load` of the files
	// and then each code as an input, before the interactive shell's
	// first prompt (prepl -i).
	PreloadFiles, PreloadCode []string
	// Terminal says stdin and stdout are a terminal: in script mode a
	// breakpoint or debug::break() can then stop at a nested prompt.
	Terminal bool
	// ShowNotify logs, after a successful script, what applying its
	// notify resources would log (Session.NotifyMessages).
	ShowNotify bool
}
