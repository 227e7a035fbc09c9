package kernel

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKernelInfo(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for _, ch := range []struct {
		name string
		send func(string, any) string
		in   chan *Message
	}{
		{"shell", func(typ string, v any) string { return c.send(c.shell, typ, v) }, c.shellIn},
		{"control", func(typ string, v any) string { return c.send(c.control, typ, v) }, c.controlIn},
	} {
		t.Run(ch.name, func(t *testing.T) {
			id := ch.send("kernel_info_request", map[string]any{})
			rep := c.reply(ch.in, id)
			assert.Equal(t, "kernel_info_reply", rep.Header.MsgType)
			assert.Equal(t, "5.3", rep.Header.Version)
			info := content(t, rep)
			assert.Equal(t, "ok", info["status"])
			assert.Equal(t, "5.3", info["protocol_version"])
			lang := info["language_info"].(map[string]any)
			assert.Equal(t, map[string]any{"name": "puppet", "version": "7", "mimetype": "text/x-puppet",
				"file_extension": ".pp", "pygments_lexer": "puppet", "codemirror_mode": "puppet"}, lang)
			assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(id)))
		})
	}
}

func TestExecuteResult(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, out := c.execute("6 * 7")
	require.Equal(t, []string{"status", "execute_input", "execute_result", "status"}, types(out))
	assert.Equal(t, map[string]any{"status": "ok", "execution_count": 1.0, "payload": []any{},
		"user_expressions": map[string]any{}}, content(t, rep))
	assert.Equal(t, map[string]any{"code": "6 * 7", "execution_count": 1.0}, content(t, out[1]))
	res := content(t, out[2])
	assert.Equal(t, 1.0, res["execution_count"])
	assert.Equal(t, map[string]any{"text/plain": "6 * 7", "text/html": "<b>6 * 7</b>"}, res["data"])
	assert.Equal(t, "busy", content(t, out[0])["execution_state"])
	for _, m := range append(out, rep) {
		assert.Equal(t, tk.k.id, m.Header.Session)
		assert.Equal(t, "5.3", m.Header.Version)
	}
	_, out = c.execute("second")
	assert.Equal(t, 2.0, content(t, out[1])["execution_count"])
}

func TestExecuteTiming(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	start := time.Now()
	for i := 0; i < 100; i++ {
		c.execute("x")
	}
	t.Logf("100 executes in %v", time.Since(start))
}

func TestStreamsKeepOrderAndBatch(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	_, out := c.execute("log a\nlog b\nwarn c\nlog d")
	var streams []map[string]any
	for _, m := range out {
		if m.Header.MsgType == "stream" {
			streams = append(streams, content(t, m))
		}
	}
	assert.Equal(t, []map[string]any{
		{"name": "stdout", "text": "Notice: a\nNotice: b\n"},
		{"name": "stderr", "text": "Warning: c\n"},
		{"name": "stdout", "text": "Notice: d\n"},
	}, streams)
	assert.Equal(t, "status", out[len(out)-1].Header.MsgType)
}

func TestStreamFlushesWhileRunning(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	id := c.send(c.shell, "execute_request", map[string]any{"code": "log early\nsleep"})
	deadline := time.After(5 * time.Second)
	for got := false; !got; {
		select {
		case m := <-c.iopubIn:
			got = m.Header.MsgType == "stream"
		case <-deadline:
			t.Fatal("output of a running cell was not flushed")
		}
	}
	c.send(c.control, "interrupt_request", map[string]any{})
	assert.Equal(t, "error", content(t, c.reply(c.shellIn, id))["status"])
}

func TestErrorReplyAndTraceback(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, out := c.execute("x fail")
	require.Equal(t, []string{"status", "execute_input", "error", "status"}, types(out))
	r := content(t, rep)
	assert.Equal(t, "error", r["status"])
	assert.Equal(t, "EvaluationError", r["ename"])
	assert.Equal(t, "Evaluation Error: boom", r["evalue"])
	assert.Equal(t, 1.0, r["execution_count"])
	e := content(t, out[2])
	assert.Equal(t, r["traceback"], e["traceback"])
	assert.Equal(t, []any{
		"\x1b[0;32m<input 1>\x1b[0m, line 1, column 3\n\x1b[0;34m1\x1b[0m | x fail\n  |   \x1b[1;31m^\x1b[0m",
		"\x1b[0;31mEvaluationError\x1b[0m: Evaluation Error: boom",
	}, e["traceback"])
}

func TestStopOnErrorAbortsQueuedCells(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	req := func(code string, stop bool) string {
		return c.send(c.shell, "execute_request", map[string]any{"code": code, "stop_on_error": stop})
	}
	// The first cell runs until interrupted so the others are queued
	// behind it when it fails.
	first := req("sleep", true)
	second := req("after", true)
	info := c.send(c.shell, "kernel_info_request", map[string]any{})
	third := req("later", true)
	time.Sleep(100 * time.Millisecond)
	c.send(c.control, "interrupt_request", map[string]any{})
	assert.Equal(t, "error", content(t, c.reply(c.shellIn, first))["status"])
	assert.Equal(t, map[string]any{"status": "aborted"}, content(t, c.reply(c.shellIn, second)))
	assert.Equal(t, "ok", content(t, c.reply(c.shellIn, info))["status"], "only execute requests are aborted")
	assert.Equal(t, map[string]any{"status": "aborted"}, content(t, c.reply(c.shellIn, third)))
	assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(second)))

	rep, _ := c.execute("fresh")
	assert.Equal(t, "ok", content(t, rep)["status"], "the abort ends with the queue")

	first = req("sleep", false)
	second = req("after", true)
	time.Sleep(100 * time.Millisecond)
	c.send(c.control, "interrupt_request", map[string]any{})
	assert.Equal(t, "error", content(t, c.reply(c.shellIn, first))["status"])
	assert.Equal(t, "ok", content(t, c.reply(c.shellIn, second))["status"], "stop_on_error false aborts nothing")
}

func TestSilentExecutePublishesOnlyStatus(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, out := c.execute("log hidden\nvalue", func(r map[string]any) { r["silent"] = true })
	assert.Equal(t, "ok", content(t, rep)["status"])
	assert.Equal(t, []string{"status", "status"}, types(out))
	rep, out = c.execute("fail", func(r map[string]any) { r["silent"] = true })
	assert.Equal(t, "error", content(t, rep)["status"])
	assert.Equal(t, []string{"status", "status"}, types(out))
}

func TestDisplayDataPagerAndExit(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	_, out := c.execute("show")
	require.Equal(t, []string{"status", "execute_input", "display_data", "status"}, types(out))
	assert.Equal(t, map[string]any{"data": map[string]any{"text/plain": "shown", "image/svg+xml": "<svg/>"},
		"metadata": map[string]any{}, "transient": map[string]any{}}, content(t, out[2]))

	rep, out := c.execute("page")
	assert.Equal(t, []string{"status", "execute_input", "status"}, types(out))
	assert.Equal(t, []any{map[string]any{"source": "page", "data": map[string]any{"text/plain": "documentation"}, "start": 0.0}},
		content(t, rep)["payload"])

	rep, _ = c.execute("quit")
	assert.Equal(t, []any{map[string]any{"source": "ask_exit", "keepkernel": false}}, content(t, rep)["payload"])
}

func TestUserExpressionsAnswered(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, _ := c.execute("x", func(r map[string]any) { r["user_expressions"] = map[string]any{"a": "1 + 1", "b": "fail"} })
	ue := content(t, rep)["user_expressions"].(map[string]any)
	a := ue["a"].(map[string]any)
	assert.Equal(t, "ok", a["status"])
	assert.Equal(t, map[string]any{"text/plain": "1 + 1"}, a["data"])
	assert.Equal(t, "error", ue["b"].(map[string]any)["status"])
	assert.Equal(t, "EvaluationError", ue["b"].(map[string]any)["ename"])
}

func TestStoreHistoryFalse(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep, _ := c.execute("one")
	assert.Equal(t, float64(1), content(t, rep)["execution_count"])
	rep, _ = c.execute("two", func(r map[string]any) { r["store_history"] = false })
	assert.Equal(t, float64(1), content(t, rep)["execution_count"], "an unrecorded cell takes no number")
	rep, _ = c.execute("three")
	assert.Equal(t, float64(2), content(t, rep)["execution_count"])
}

func TestCompleteCountsCodePoints(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for _, tc := range []struct {
		name    string
		req     map[string]any
		matches []any
		start   float64
		end     float64
	}{
		{"after multi-byte text", map[string]any{"code": "é€ $h", "cursor_pos": 5}, []any{"$héllo", "$help"}, 3, 5},
		{"cursor mid-code", map[string]any{"code": "$hé x", "cursor_pos": 3}, []any{"$héllo"}, 0, 3},
		{"cursor absent means end", map[string]any{"code": "x $he"}, []any{"$help"}, 2, 5},
		{"cursor past the end", map[string]any{"code": "$", "cursor_pos": 99}, []any{"$héllo", "$help"}, 0, 1},
		{"no match", map[string]any{"code": "zzz", "cursor_pos": 3}, []any{}, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := content(t, c.reply(c.shellIn, c.send(c.shell, "complete_request", tc.req)))
			assert.Equal(t, map[string]any{"status": "ok", "matches": tc.matches, "cursor_start": tc.start,
				"cursor_end": tc.end, "metadata": map[string]any{}}, rep)
		})
	}
}

func TestInspect(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep := content(t, c.reply(c.shellIn, c.send(c.shell, "inspect_request",
		map[string]any{"code": "é notice", "cursor_pos": 4, "detail_level": 1})))
	assert.Equal(t, map[string]any{"status": "ok", "found": true, "metadata": map[string]any{},
		"data": map[string]any{"text/plain": "notice(Any *$args) detail 1 cursor 4"}}, rep)
	rep = content(t, c.reply(c.shellIn, c.send(c.shell, "inspect_request",
		map[string]any{"code": "nothing", "cursor_pos": 2, "detail_level": 0})))
	assert.Equal(t, map[string]any{"status": "ok", "found": false, "metadata": map[string]any{}, "data": map[string]any{}}, rep)
}

func TestIsComplete(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for code, want := range map[string]map[string]any{
		"1 + 1":        {"status": "complete"},
		"if true {":    {"status": "incomplete", "indent": "  "},
		"}":            {"status": "invalid"},
		"if x { 1 }\n": {"status": "complete"},
	} {
		rep := c.reply(c.shellIn, c.send(c.shell, "is_complete_request", map[string]any{"code": code}))
		assert.Equal(t, want, content(t, rep), code)
	}
}

func TestHistory(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for _, code := range []string{"a1", "b2", "fail", "a1", "a3"} {
		c.execute(code)
	}
	hist := func(req map[string]any) any {
		req["raw"] = true
		if _, ok := req["output"]; !ok {
			req["output"] = false
		}
		rep := content(t, c.reply(c.shellIn, c.send(c.shell, "history_request", req)))
		assert.Equal(t, "ok", rep["status"])
		return rep["history"]
	}
	assert.Equal(t, []any{[]any{1.0, 4.0, "a1"}, []any{1.0, 5.0, "a3"}},
		hist(map[string]any{"hist_access_type": "tail", "n": 2}))
	assert.Equal(t, []any{[]any{1.0, 3.0, []any{"fail", nil}}, []any{1.0, 4.0, []any{"a1", "a1"}}},
		hist(map[string]any{"hist_access_type": "range", "session": 0, "start": 3, "stop": 5, "output": true}))
	assert.Equal(t, []any{[]any{1.0, 2.0, "b2"}},
		hist(map[string]any{"hist_access_type": "range", "session": 1, "start": 2, "stop": 3}))
	assert.Equal(t, []any{}, hist(map[string]any{"hist_access_type": "range", "session": -1, "start": 1}))
	assert.Equal(t, []any{[]any{1.0, 1.0, "a1"}, []any{1.0, 4.0, "a1"}, []any{1.0, 5.0, "a3"}},
		hist(map[string]any{"hist_access_type": "search", "pattern": "a*"}))
	assert.Equal(t, []any{[]any{1.0, 4.0, "a1"}, []any{1.0, 5.0, "a3"}},
		hist(map[string]any{"hist_access_type": "search", "pattern": "a?", "unique": true}))
	assert.Equal(t, []any{[]any{1.0, 5.0, "a3"}},
		hist(map[string]any{"hist_access_type": "search", "pattern": "[ab][^12]", "n": 1}))
}

func TestCommInfoAndConnect(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	rep := c.reply(c.shellIn, c.send(c.shell, "comm_info_request", map[string]any{"target_name": "x"}))
	assert.Equal(t, map[string]any{"status": "ok", "comms": map[string]any{}}, content(t, rep))
	rep = c.reply(c.shellIn, c.send(c.shell, "connect_request", map[string]any{}))
	assert.Equal(t, float64(tk.k.Connection().HBPort), content(t, rep)["hb_port"])
}

func TestUnknownMessageTypeIgnored(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	id := c.send(c.shell, "frobnicate_request", map[string]any{})
	assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(id)))
	c.noMessage(c.shellIn, 100*time.Millisecond)
	id = c.send(c.control, "execute_request", map[string]any{"code": "x"})
	assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(id)))
	c.noMessage(c.controlIn, 100*time.Millisecond)
}

func TestSentBefore(t *testing.T) {
	failed := time.Date(2024, 1, 1, 12, 0, 0, 0, time.UTC)
	req := func(arrived time.Duration, date string) *request {
		return &request{msg: &Message{Header: Header{Date: date}}, arrived: failed.Add(arrived)}
	}
	for _, tc := range []struct {
		name string
		r    *request
		t    time.Time
		want bool
	}{
		{"no failure yet", req(-time.Second, ""), time.Time{}, false},
		{"arrived before the failure", req(-time.Millisecond, ""), failed, true},
		{"on the way: dated before", req(time.Millisecond, "2024-01-01T11:59:59.999000Z"), failed, true},
		{"offset form of the date", req(time.Millisecond, "2024-01-01T11:59:59.999000+00:00"), failed, true},
		{"sent after seeing the failure", req(time.Millisecond, "2024-01-01T12:00:00.000500Z"), failed, false},
		{"undated", req(time.Millisecond, ""), failed, false},
		{"date without a zone", req(time.Millisecond, "2024-01-01T11:59:59"), failed, false},
		{"long after, whatever its date", req(stopOnErrorWindow+time.Millisecond, "2024-01-01T11:00:00Z"), failed, false},
		{"late on a loaded machine: dated before", req(time.Second, "2024-01-01T11:59:59.999000Z"), failed, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, sentBefore(tc.r, tc.t))
		})
	}
}

// TestFailedCheckAbortsNothing sends a cell whose check fails and the
// next cell at once, as Run All does: a failure marked Continue shows
// its report and its error but aborts nothing, so Run All goes on past
// an unsolved exercise.
func TestFailedCheckAbortsNothing(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	first := c.send(c.shell, "execute_request", map[string]any{"code": "checkfail", "stop_on_error": true})
	second := c.send(c.shell, "execute_request", map[string]any{"code": "after", "stop_on_error": true})
	r := content(t, c.reply(c.shellIn, first))
	assert.Equal(t, "error", r["status"], "a failed check marks its cell failed")
	assert.Equal(t, "CheckFailed", r["ename"])
	assert.Equal(t, []any{"\x1b[0;31mCheckFailed\x1b[0m: the check failed"}, r["traceback"], "no position, no caret: one line")
	assert.Equal(t, []string{"status", "execute_input", "display_data", "error", "status"}, types(c.iopubUntilIdle(first)))
	assert.Equal(t, "ok", content(t, c.reply(c.shellIn, second))["status"])
}

// TestStopOnErrorAbortsRequestsSentTogether sends a failing cell and the
// next cell at once, as Run All does: the second is aborted even when the
// first fails before it arrives (the cell takes 5 ms to fail, less than
// the time a message may take to arrive on a loaded machine).
func TestStopOnErrorAbortsRequestsSentTogether(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	for i := 0; i < 20; i++ {
		first := c.send(c.shell, "execute_request", map[string]any{"code": "slowfail", "stop_on_error": true})
		second := c.send(c.shell, "execute_request", map[string]any{"code": "after", "stop_on_error": true})
		assert.Equal(t, "error", content(t, c.reply(c.shellIn, first))["status"])
		assert.Equal(t, "aborted", content(t, c.reply(c.shellIn, second))["status"])
		rep, _ := c.execute("next")
		assert.Equal(t, "ok", content(t, rep)["status"], "a cell sent after the failure runs")
	}
}

func TestCommOpenIsClosed(t *testing.T) {
	tk := startKernel(t)
	c := connect(t, tk.k.Connection())
	id := c.send(c.shell, "comm_open", map[string]any{"comm_id": "c1", "target_name": "jupyter.widget", "data": map[string]any{}})
	out := c.iopubUntilIdle(id)
	require.Equal(t, []string{"status", "comm_close", "status"}, types(out))
	assert.Equal(t, map[string]any{"comm_id": "c1", "data": map[string]any{}}, content(t, out[1]))
	for _, typ := range []string{"comm_msg", "comm_close"} {
		id := c.send(c.shell, typ, map[string]any{"comm_id": "c1", "data": map[string]any{}})
		assert.Equal(t, []string{"status", "status"}, types(c.iopubUntilIdle(id)))
	}
	c.noMessage(c.shellIn, 100*time.Millisecond)
}
