package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dapClient drives `prepl --dap` as an editor does.
type dapClient struct {
	t   *testing.T
	in  io.Writer
	out *bufio.Reader
	seq int
	// msgs receives every message prepl sends.
	msgs chan map[string]any
	// passed holds the messages a wait passed over, in order, so a later
	// wait still finds an event that arrived before the response it
	// waited for (events and responses race once evaluation resumes).
	passed []map[string]any
	// outputs collects the text of every output event seen.
	outputs []string
}

func (c *dapClient) send(command string, args any) {
	c.seq++
	body, _ := json.Marshal(map[string]any{"seq": c.seq, "type": "request", "command": command, "arguments": args})
	fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(body), body)
}

// dapWait bounds each wait for a message: generous, so that a loaded
// machine does not fail the test, yet a lost message fails it rather
// than hanging the package.
const dapWait = 60 * time.Second

// next waits for a message of the kind ("response" to command, or an
// event name) and returns it; the others before it are kept for later
// waits.
func (c *dapClient) next(kind, name string) map[string]any {
	c.t.Helper()
	matches := func(m map[string]any) bool {
		return m["type"] == kind && (m["command"] == name || m["event"] == name)
	}
	for i, m := range c.passed {
		if matches(m) {
			c.passed = append(c.passed[:i:i], c.passed[i+1:]...)
			return m
		}
	}
	timeout := time.After(dapWait)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.t.Fatalf("prepl ended waiting for %s %s", kind, name)
			}
			if m["event"] == "output" {
				c.outputs = append(c.outputs, m["body"].(map[string]any)["output"].(string))
			}
			if matches(m) {
				return m
			}
			c.passed = append(c.passed, m)
		case <-timeout:
			c.t.Fatalf("no %s %s within %s", kind, name, dapWait)
		}
	}
}

func (c *dapClient) request(command string, args any) map[string]any {
	c.t.Helper()
	c.send(command, args)
	return c.next("response", command)
}

func TestDAPOverStdio(t *testing.T) {
	file := writeDebugSite(t)
	cmd := exec.Command(binary, "--dap")
	cmd.Env = testEnv(t, t.TempDir())
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	c := &dapClient{t: t, in: in, out: bufio.NewReader(out), msgs: make(chan map[string]any, 100)}
	go func() {
		defer close(c.msgs)
		for {
			line, err := c.out.ReadString('\n')
			if err != nil {
				return
			}
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "Content-Length:")))
			if err != nil {
				continue
			}
			_, _ = c.out.ReadString('\n')
			body := make([]byte, n)
			if _, err := io.ReadFull(c.out, body); err != nil {
				return
			}
			var m map[string]any
			_ = json.Unmarshal(body, &m)
			c.msgs <- m
		}
	}()

	assert.Equal(t, true, c.request("initialize", map[string]any{"adapterID": "prepl"})["success"])
	c.next("event", "initialized")
	r := c.request("setBreakpoints", map[string]any{"source": map[string]any{"path": file}, "breakpoints": []any{map[string]any{"line": 2}}})
	assert.Equal(t, true, r["success"])
	assert.Equal(t, true, c.request("launch", map[string]any{"program": file})["success"])
	assert.Equal(t, true, c.request("configurationDone", nil)["success"])
	c.next("event", "stopped")
	frames := c.request("stackTrace", map[string]any{"threadId": 1})["body"].(map[string]any)["stackFrames"].([]any)
	top := frames[0].(map[string]any)
	assert.Equal(t, float64(2), top["line"])
	assert.Equal(t, "function double", top["name"])
	ev := c.request("evaluate", map[string]any{"expression": "$n * 7", "frameId": top["id"]})
	assert.Equal(t, "7", ev["body"].(map[string]any)["result"])
	c.request("setBreakpoints", map[string]any{"source": map[string]any{"path": file}, "breakpoints": []any{}})
	c.request("continue", map[string]any{"threadId": 1})
	// debug::break() in the class stops it too.
	c.next("event", "stopped")
	c.request("continue", map[string]any{"threadId": 1})
	c.next("event", "terminated")
	assert.Contains(t, c.outputs, "Notice: [2, 4]\n")
	c.request("disconnect", nil)
	in.Close()
	require.NoError(t, cmd.Wait())
}
