// Package repl is the terminal front end: the interactive shell and the
// script runner built on lang.Session.
package repl

import (
	"context"
	"fmt"
	"io"
	"os"

	"prepl/lang"
	"prepl/lang/eval"
)

// logWriter returns a log sink that prints "Level: message" lines.
func logWriter(out io.Writer) eval.LogFunc {
	return func(level eval.LogLevel, msg string) {
		if level < eval.LogNotice {
			return
		}
		fmt.Fprintf(out, "%s: %s\n", level.Label(), msg)
	}
}

// RunScript evaluates the given files, or the code of -e, as one program:
// log lines go to stdout, an error to stderr. It returns the exit status.
func RunScript(ctx context.Context, stdout, stderr io.Writer, opts lang.Options, files []string, code string) int {
	opts.Log = logWriter(stdout)
	s := lang.NewSession(opts)
	run := func(name, text string) bool {
		res := s.EvalFile(ctx, name, text)
		if res.Err != nil {
			fmt.Fprintf(stderr, "Error: %s\n", res.Err.Error())
			return false
		}
		return true
	}
	if code != "" {
		if !run("", code) {
			return 1
		}
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %s\n", err)
			return 1
		}
		if !run(f, string(data)) {
			return 1
		}
	}
	return 0
}
