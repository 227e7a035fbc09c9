package puppet

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel"
	"prepl/lang"
)

// dapRequest sends one DAP request and decodes the response.
func dapRequest(t *testing.T, d kernel.Debugger, command string, args any) map[string]any {
	t.Helper()
	req, err := json.Marshal(map[string]any{"seq": 1, "type": "request", "command": command, "arguments": args})
	require.NoError(t, err)
	var resp map[string]any
	require.NoError(t, json.Unmarshal(d.HandleDebug(req), &resp))
	return resp
}

// TestDebuggerStopsACell drives the adapter as the control channel does
// while the cell runs on another goroutine (run it with -race).
func TestDebuggerStopsACell(t *testing.T) {
	p := New(lang.Options{NodeName: "n"})
	d := p.Debugger()
	events := make(chan map[string]any, 16)
	d.SetEventSink(func(raw json.RawMessage) {
		var e map[string]any
		_ = json.Unmarshal(raw, &e)
		events <- e
	})
	waitEvent := func(name string) map[string]any {
		for {
			select {
			case e := <-events:
				if e["event"] == name {
					return e
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("no %s event", name)
			}
		}
	}
	require.Equal(t, true, dapRequest(t, d, "initialize", map[string]any{})["success"])
	code := "$list = [1, 2]\n$n = $list.length\n$m = $n * 2\n"
	dump := dapRequest(t, d, "dumpCell", map[string]any{"code": code})
	path := dump["body"].(map[string]any)["sourcePath"].(string)
	dapRequest(t, d, "setBreakpoints", map[string]any{"source": map[string]any{"path": path}, "breakpoints": []any{map[string]any{"line": 2}}})

	done := make(chan kernel.Execution, 1)
	go func() {
		done <- p.Execute(context.Background(), code, true, func(string, string) {})
	}()
	stopped := waitEvent("stopped")
	assert.Equal(t, "breakpoint", stopped["body"].(map[string]any)["reason"])

	frames := dapRequest(t, d, "stackTrace", map[string]any{"threadId": 1})["body"].(map[string]any)["stackFrames"].([]any)
	top := frames[0].(map[string]any)
	assert.Equal(t, float64(2), top["line"])
	scopes := dapRequest(t, d, "scopes", map[string]any{"frameId": top["id"]})["body"].(map[string]any)["scopes"].([]any)
	ref := scopes[0].(map[string]any)["variablesReference"]
	vars := dapRequest(t, d, "variables", map[string]any{"variablesReference": ref})["body"].(map[string]any)["variables"].([]any)
	require.Len(t, vars, 1)
	list := vars[0].(map[string]any)
	assert.Equal(t, "$list", list["name"])
	assert.Equal(t, "[1, 2]", list["value"])
	elems := dapRequest(t, d, "variables", map[string]any{"variablesReference": list["variablesReference"]})["body"].(map[string]any)["variables"].([]any)
	assert.Len(t, elems, 2, "an array expands into its elements")
	ev := dapRequest(t, d, "evaluate", map[string]any{"expression": "$list[1] + 40", "frameId": top["id"]})
	assert.Equal(t, "42", ev["body"].(map[string]any)["result"])
	bad := dapRequest(t, d, "evaluate", map[string]any{"expression": "$nope", "frameId": top["id"]})
	assert.Equal(t, false, bad["success"])

	assert.Equal(t, true, dapRequest(t, d, "next", map[string]any{"threadId": 1})["success"])
	waitEvent("stopped")
	frames = dapRequest(t, d, "stackTrace", map[string]any{"threadId": 1})["body"].(map[string]any)["stackFrames"].([]any)
	assert.Equal(t, float64(3), frames[0].(map[string]any)["line"])
	dapRequest(t, d, "continue", map[string]any{"threadId": 1})
	ex := <-done
	require.Nil(t, ex.Err)
	assert.Equal(t, "4", ex.Result["text/plain"])

	assert.Equal(t, false, dapRequest(t, d, "stackTrace", map[string]any{"threadId": 1})["success"], "nothing is stopped now")
	names := []string{}
	for _, v := range dapRequest(t, d, "inspectVariables", nil)["body"].(map[string]any)["variables"].([]any) {
		names = append(names, v.(map[string]any)["name"].(string))
	}
	assert.Equal(t, []string{"$list", "$m", "$n"}, names)
}
