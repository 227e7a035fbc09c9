package repl

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/textproto"
	"os"
	"strconv"
	"strings"
	"sync"

	"prepl/lang"
	"prepl/lang/dap"
)

// maxDAPMessage bounds one message a DAP client sends.
const maxDAPMessage = 64 << 20

// RunDAP serves the Debug Adapter Protocol on o.Stdin and o.Stdout
// (prepl --dap), for editors with a DAP client (VS Code, nvim-dap): the
// client launches a manifest ({"program": "site.pp"}), sets breakpoints
// in it and in module files, and steps through the evaluation. Log lines
// become output events; the end of the program, exited and terminated
// events. It returns when the client disconnects or its input ends.
func RunDAP(o Options) int {
	t := &dapTransport{out: o.Stdout}
	adapter := dap.New(func(msg string) { t.output("console", "Warning: "+msg+"\n") })
	adapter.SetEventSink(t.write)
	adapter.InitializedAfterResponse = true
	so := o.Session
	so.Log = func(level lang.LogLevel, msg string) {
		category := "stdout"
		if level >= lang.LogWarning {
			category = "stderr"
		}
		t.output(category, level.Line(msg))
	}
	so.MinLogLevel = o.MinLogLevel
	so.OnStop = adapter.OnStop
	s := lang.NewSession(so)
	adapter.Attach(s)

	var (
		program    string
		configured bool
		started    bool
		cancel     context.CancelFunc = func() {}
		finished                      = make(chan struct{})
	)
	start := func() {
		if started || program == "" || !configured {
			return
		}
		started = true
		var ctx context.Context
		ctx, cancel = context.WithCancel(context.Background())
		go func() {
			defer close(finished)
			code := 0
			text, err := os.ReadFile(program)
			if err != nil {
				t.output("stderr", "Error: "+err.Error()+"\n")
				code = 1
			} else {
				done := adapter.Running(ctx)
				res := s.EvalFile(ctx, program, string(text))
				done()
				if res.Err != nil {
					t.output("stderr", "Error: "+res.Err.Error()+"\n")
					code = 1
				}
			}
			t.event("exited", map[string]any{"exitCode": code})
			t.event("terminated", map[string]any{})
		}()
	}

	r := bufio.NewReader(o.Stdin)
	for {
		raw, err := readDAPMessage(r)
		if err != nil {
			if err != io.EOF {
				fmt.Fprintln(o.Stderr, "Error: "+err.Error())
			}
			break
		}
		var req struct {
			Command   string `json:"command"`
			Arguments struct {
				Program string `json:"program"`
			} `json:"arguments"`
		}
		_ = json.Unmarshal(raw, &req)
		resp := adapter.HandleDebug(raw)
		switch req.Command {
		case "launch":
			if req.Arguments.Program == "" {
				resp = failDAP(raw, "launch needs a program: the manifest to run")
			}
			program = req.Arguments.Program
		case "configurationDone":
			configured = true
		}
		t.write(resp)
		if req.Command == "initialize" {
			t.event("initialized", map[string]any{})
		}
		start()
		if req.Command == "disconnect" {
			break
		}
	}
	cancel()
	if started {
		<-finished
	}
	s.Close()
	return 0
}

// failDAP is an unsuccessful response to the request raw.
func failDAP(raw json.RawMessage, message string) json.RawMessage {
	var req struct {
		Seq     int    `json:"seq"`
		Command string `json:"command"`
	}
	_ = json.Unmarshal(raw, &req)
	out, _ := json.Marshal(map[string]any{"type": "response", "request_seq": req.Seq, "command": req.Command,
		"success": false, "message": message})
	return out
}

// readDAPMessage reads one message: headers (Content-Length), a blank
// line, and that many bytes of JSON.
func readDAPMessage(r *bufio.Reader) (json.RawMessage, error) {
	headers, err := textproto.NewReader(r).ReadMIMEHeader()
	if err != nil {
		if err == io.EOF || strings.Contains(err.Error(), "EOF") {
			return nil, io.EOF
		}
		return nil, fmt.Errorf("reading a DAP header: %w", err)
	}
	n, err := strconv.Atoi(headers.Get("Content-Length"))
	if err != nil || n < 0 || n > maxDAPMessage {
		return nil, fmt.Errorf("a DAP message needs a Content-Length up to %d bytes", maxDAPMessage)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, fmt.Errorf("reading a DAP message: %w", err)
	}
	return body, nil
}

// dapTransport writes DAP messages, one at a time, with their headers.
type dapTransport struct {
	mu  sync.Mutex
	out io.Writer
	seq int
}

func (t *dapTransport) write(msg json.RawMessage) {
	t.mu.Lock()
	defer t.mu.Unlock()
	fmt.Fprintf(t.out, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
}

func (t *dapTransport) event(name string, body any) {
	t.mu.Lock()
	t.seq++
	seq := t.seq
	t.mu.Unlock()
	msg, _ := json.Marshal(map[string]any{"seq": seq, "type": "event", "event": name, "body": body})
	t.write(msg)
}

func (t *dapTransport) output(category, text string) {
	t.event("output", map[string]any{"category": category, "output": text})
}
