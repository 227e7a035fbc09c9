package repl

import (
	"bufio"
	"errors"
	"io"
	"strings"

	"prepl/lang"
)

// RunTranscript replays a session read from o.Stdin: inputs and commands
// as they would be typed at the prompt, each complete input evaluated in
// turn. Results, log lines and command output go to stdout as the shell
// shows them, without prompts or colour; errors go to stderr. It returns 1
// if any input failed, else 0.
func RunTranscript(o Options) int {
	p := &printer{out: o.Stdout, err: o.Stderr, debug: o.Debug, width: func() int { return 0 }}
	so := o.Session
	so.Log = p.log
	so.MinLogLevel = o.MinLogLevel
	session := lang.NewSession(so)
	defer session.Close()
	sh := newShell(session, p)
	sh.lookahead = true
	r := bufio.NewReader(o.Stdin)
	for !sh.quit {
		line, err := r.ReadString('\n')
		if line != "" {
			sh.feed(strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r"))
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			p.failure("Could not read standard input: " + err.Error())
			return 1
		}
	}
	if !sh.quit {
		sh.finish()
	}
	if sh.failed {
		return 1
	}
	return 0
}
