package puppet

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel"
	"prepl/lang"
)

// run executes code and returns the execution and what it printed.
func run(t *testing.T, p *Session, code string) (kernel.Execution, []string) {
	t.Helper()
	var out []string
	ex := p.Execute(context.Background(), code, true, func(stream, text string) { out = append(out, stream+": "+text) })
	return ex, out
}

func TestExecuteResults(t *testing.T) {
	p := New(lang.Options{})
	for _, tc := range []struct {
		code  string
		count int
		plain string // "" when nothing is shown
		out   []string
	}{
		{"6 * 7", 1, "42", nil},
		{"'a'", 2, "'a'", nil},
		{"$x = 20", 3, "20", nil},
		{"$x + 1", 4, "21", nil},
		{"notice('hi')", 5, "", []string{"stdout: Notice: hi\n"}},
		{"warning('careful')", 6, "", []string{"stderr: Warning: careful\n"}},
		{"undef", 7, "undef", nil},
		{"[1, 2, 3]", 8, "[1, 2, 3]", nil},
		{"  .map |$n| {\n    $n * 2\n  }", 9, "[2, 4, 6]", nil},
		{".length", 10, "3", nil},
		{"", 10, "", nil},
		{" \n\t", 10, "", nil},
		{"# only a comment", 11, "", nil},
	} {
		t.Run(tc.code, func(t *testing.T) {
			ex, out := run(t, p, tc.code)
			require.Nil(t, ex.Err)
			assert.Equal(t, tc.count, ex.Count)
			assert.Equal(t, tc.out, out)
			if tc.plain == "" {
				assert.Nil(t, ex.Result)
				return
			}
			assert.Equal(t, tc.plain, ex.Result["text/plain"])
			assert.NotEmpty(t, ex.Result["text/html"])
		})
	}
}

func TestExecuteHashShowsTable(t *testing.T) {
	p := New(lang.Options{})
	ex, _ := run(t, p, "{'a' => 1, 'b' => 2}")
	require.Nil(t, ex.Err)
	assert.Contains(t, ex.Result["text/html"], "<table")
}

func TestExecuteErrors(t *testing.T) {
	p := New(lang.Options{})
	ex, _ := run(t, p, "$y = 1\n$y = 2")
	require.NotNil(t, ex.Err)
	assert.Equal(t, "EvaluationError", ex.Err.Kind)
	assert.Equal(t, 2, ex.Err.Line)
	assert.Equal(t, "$y = 2", ex.Err.SourceLine)
	assert.Equal(t, "<input 1>", ex.Err.File)
	assert.Nil(t, ex.Result)

	ex, _ = run(t, p, "if }")
	require.NotNil(t, ex.Err)
	assert.Equal(t, "SyntaxError", ex.Err.Kind)
}

// TestExecuteInterrupted cancels an endless loop: it stops within 100 ms
// and the session goes on. A busy machine can delay any one run, so the
// best of three counts.
func TestExecuteInterrupted(t *testing.T) {
	p := New(lang.Options{})
	best := time.Hour
	for try := 0; try < 3 && best >= 100*time.Millisecond; try++ {
		ctx, cancel := context.WithCancel(context.Background())
		var cancelled atomic.Int64
		time.AfterFunc(50*time.Millisecond, func() {
			cancelled.Store(time.Now().UnixNano())
			cancel()
		})
		ex := p.Execute(ctx, "Integer[1, 10000000000].each |$i| {}", true, func(string, string) {})
		best = min(best, time.Since(time.Unix(0, cancelled.Load())))
		require.NotNil(t, ex.Err)
		assert.Equal(t, "Interrupted", ex.Err.Kind)
		assert.Equal(t, interruptedMessage, ex.Err.Message, "not Interrupted: Interrupted")
		cancel()
	}
	assert.Less(t, best, 100*time.Millisecond)
	ex, _ := run(t, p, "1 + 1")
	assert.Nil(t, ex.Err)
}

func TestCommands(t *testing.T) {
	p := New(lang.Options{})
	run(t, p, "$greeting = 'hello'")
	ex, _ := run(t, p, ":vars")
	require.Nil(t, ex.Err)
	assert.Equal(t, 2, ex.Count, "a command carries the next input's number")
	require.Len(t, ex.Displays, 1)
	assert.Contains(t, ex.Displays[0]["text/plain"], "greeting")
	assert.Contains(t, ex.Displays[0]["text/html"], "<table")

	ex, _ = run(t, p, "notice?")
	require.Nil(t, ex.Err)
	assert.Empty(t, ex.Displays)
	assert.Contains(t, ex.Page["text/plain"], "notice")

	for _, code := range []string{":nosuchcommand", "nosuchname?", "nosuchname??"} {
		ex, _ = run(t, p, code)
		require.NotNil(t, ex.Err, code)
		assert.Empty(t, ex.Displays, "%s: the message is shown once, as the error", code)
		assert.Nil(t, ex.Page, code)
	}

	ex, _ = run(t, p, ":quit")
	assert.True(t, ex.Exit)
}

func TestIsComplete(t *testing.T) {
	p := New(lang.Options{})
	for code, want := range map[string]string{
		"1 + 1":     "complete",
		":vars":     "complete",
		"notice?":   "complete",
		"if true {": "incomplete",
		"[1, 2":     "incomplete",
		"if }":      "invalid",
	} {
		status, _ := p.IsComplete(code)
		assert.Equal(t, want, status, code)
	}
}

func TestCompleteAndInspect(t *testing.T) {
	p := New(lang.Options{})
	run(t, p, "$my_long_name = 1")
	code := "$é = 1; $my_lo"
	matches, start, end := p.Complete(code, len([]rune(code)))
	assert.Contains(t, strings.Join(matches, " "), "my_long_name")
	assert.Equal(t, len([]rune(code)), end)
	assert.Less(t, start, end)

	data, found := p.Inspect("notice", 3, 0)
	assert.True(t, found)
	assert.NotEmpty(t, data["text/plain"])
	_, found = p.Inspect("   ", 1, 0)
	assert.False(t, found)
}

func TestHistory(t *testing.T) {
	p := New(lang.Options{})
	run(t, p, "1 + 1")
	run(t, p, "notice('x')")
	run(t, p, "fail('no')")
	assert.Equal(t, []kernel.HistoryEntry{
		{Count: 1, Input: "1 + 1", Output: "2", HasOutput: true},
		{Count: 2, Input: "notice('x')"},
		{Count: 3, Input: "fail('no')"},
	}, p.History())
	assert.Equal(t, 4, p.NextCount())
}

func TestInfo(t *testing.T) {
	info := Info("1.2.3")
	assert.Equal(t, "prepl", info.Implementation)
	assert.Equal(t, "1.2.3", info.ImplementationVersion)
	assert.Contains(t, info.Banner, "1.2.3")
	assert.NotEmpty(t, info.HelpLinks)
}

// TestStopsWithoutDebugger runs cells that reach a breakpoint and
// debug::break() while no debugger client is on: each says what it
// reached and where, as a warning, and the cell goes on.
func TestStopsWithoutDebugger(t *testing.T) {
	p := New(lang.Options{})
	ex, _ := run(t, p, "function add_one($x) {\n  $x + 1\n}")
	require.Nil(t, ex.Err)
	ex, _ = run(t, p, ":break add_one")
	require.Nil(t, ex.Err)
	for _, tc := range []struct{ code, plain, warning string }{
		{"add_one(1)", "2", "stderr: Warning: breakpoint 1 at <input 1>:2: the debugger is not on, so evaluation goes on\n"},
		{"debug::break()\n3", "3", "stderr: Warning: debug::break() at <input 4>:1: the debugger is not on, so evaluation goes on\n"},
	} {
		ex, out := run(t, p, tc.code)
		require.Nil(t, ex.Err, tc.code)
		assert.Equal(t, tc.plain, ex.Result["text/plain"], tc.code)
		assert.Equal(t, []string{tc.warning}, out, tc.code)
	}
}

// TestLogLinesEndOnce checks that a message ending in a newline (a
// template's text logged with notice) gets no second one, as Puppet's
// console prints it.
func TestLogLinesEndOnce(t *testing.T) {
	p := New(lang.Options{})
	for code, want := range map[string][]string{
		`notice("a\n")`:          {"stdout: Notice: a\n"},
		`notice("b\n\n")`:        {"stdout: Notice: b\n\n"},
		`warning("w")`:           {"stderr: Warning: w\n"},
		`notice("two\nlines\n")`: {"stdout: Notice: two\nlines\n"},
	} {
		ex, out := run(t, p, code)
		require.Nil(t, ex.Err, code)
		assert.Equal(t, want, out, code)
	}
}
