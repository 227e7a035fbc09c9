package lang

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const debugProgram = `function double(Integer $n) {
  $twice = $n * 2
  $twice
}
class app($port = 80) {
  $url = "http://localhost:${port}"
  debug::break()
  notify { $url: }
}
$list = [1, 2].map |$x| { double($x) }
include app
notice($list)
`

// scriptedStops runs a program with a stop handler that, at each stop,
// records where it is and answers with the next line of script (console
// input, the last of which must resume).
func scriptedStops(t *testing.T, breaks []string, script [][]string) (stops []string, outputs []string, logs []string) {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "site.pp")
	require.NoError(t, os.WriteFile(file, []byte(debugProgram), 0o644))
	var s *Session
	n := 0
	s = NewSession(Options{
		NodeName:    "n",
		Breakpoints: breaks,
		Log:         func(l LogLevel, m string) { logs = append(logs, l.Label()+": "+m) },
		OnStop: func(st *DebugStop) DebugAction {
			f, _ := st.Frame()
			stops = append(stops, fmt.Sprintf("%s:%d %s (%s)", filepath.Base(f.File), f.Line, f.Name, st.Reason))
			if n >= len(script) {
				return DebugContinue
			}
			lines := script[n]
			n++
			for _, line := range lines {
				text, isErr, action, resume := s.DebugConsole(context.Background(), st, line)
				if resume {
					return action
				}
				if isErr {
					text = "error: " + text
				}
				outputs = append(outputs, text)
			}
			return DebugContinue
		},
	})
	res := s.EvalFile(context.Background(), file, debugProgram)
	require.Nil(t, res.Err)
	return stops, outputs, logs
}

func TestDebuggerStops(t *testing.T) {
	tests := []struct {
		name   string
		breaks []string
		script [][]string
		stops  []string
		out    []string
	}{
		{"debug::break stops in its class", nil, [][]string{{"$url", "$port + 1", ":continue"}},
			[]string{"site.pp:7 class app (debug::break())"},
			[]string{"=> 'http://localhost:80'", "=> 81"}},
		{"a line breakpoint, every time the line runs", []string{"site.pp:2"}, [][]string{{"$n", ":c"}, {"$n", ":c"}, {":c"}},
			[]string{"site.pp:2 function double (breakpoint 1)", "site.pp:2 function double (breakpoint 1)", "site.pp:7 class app (debug::break())"},
			[]string{"=> 1", "=> 2"}},
		{"a function breakpoint", []string{"double"}, [][]string{{":next"}, {":next"}, {":c"}},
			[]string{"site.pp:2 function double (breakpoint 1)", "site.pp:3 function double (step)",
				"site.pp:10 lambda (step)", "site.pp:2 function double (breakpoint 1)", "site.pp:7 class app (debug::break())"}, nil},
		{"step enters calls, finish leaves them", []string{"site.pp:10"}, [][]string{{":step"}, {":step"}, {":step"}, {":finish"}, {":c"}},
			// A line breakpoint stops in the lambda on that line too, each
			// time it runs.
			[]string{"site.pp:10 main (breakpoint 1)", "site.pp:10 lambda (breakpoint 1)", "site.pp:2 function double (step)",
				"site.pp:3 function double (step)", "site.pp:10 lambda (breakpoint 1)", "site.pp:7 class app (debug::break())"}, nil},
		{"next stays in the frame", []string{"site.pp:6"}, [][]string{{":next"}, {":next"}, {":next"}},
			[]string{"site.pp:6 class app (breakpoint 1)", "site.pp:7 class app (step)", "site.pp:7 class app (debug::break())", "site.pp:8 class app (step)"}, nil},
		{"the stack, moving up, and variables", []string{"site.pp:2"}, [][]string{{":stack", ":up", "$x", ":down", ":vars", ":c"}, {":c"}},
			[]string{"site.pp:2 function double (breakpoint 1)", "site.pp:2 function double (breakpoint 1)", "site.pp:7 class app (debug::break())"},
			[]string{"=> #0 function double at " + "SITE:2\n   #1 lambda at SITE:10\n   #2 main at SITE:10",
				"SITE:10 (lambda)", "=> 1", "SITE:2 (function double)", "$n = 1"}},
		{"assignments stay at the prompt", nil, [][]string{{"$url = 'changed'", ":c"}},
			[]string{"site.pp:7 class app (debug::break())"},
			[]string{"=> 'changed'\n($url is set at this prompt only: the stopped code's variables do not change)"}},
		{"errors at the prompt do not end the program", nil, [][]string{{"$nope", "function f() {}", ":bogus", ":c"}},
			[]string{"site.pp:7 class app (debug::break())"},
			[]string{"error: Unknown variable: 'nope'.", "error: definitions cannot be made while evaluation is stopped", "error: Unknown command :bogus"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stops, out, logs := scriptedStops(t, tt.breaks, tt.script)
			assert.Equal(t, tt.stops, stops)
			require.Len(t, out, len(tt.out), "%q", out)
			for i, want := range tt.out {
				got := out[i]
				if i < len(out) {
					assert.Contains(t, normalizeSite(got), want, "output %d", i)
				}
			}
			assert.Contains(t, logs, "Notice: [2, 4]", "the program ran to its end")
		})
	}
}

var regexpSite = regexp.MustCompile(`/\S*/site\.pp`)

// normalizeSite writes the temporary path of site.pp as SITE and keeps
// only the first line of an output that starts with a position.
func normalizeSite(s string) string {
	return regexpSite.ReplaceAllString(s, "SITE")
}

func TestDebugBreakWithoutDebuggerWarns(t *testing.T) {
	s, logs := newTestSession(t)
	res := s.Eval(context.Background(), "debug::break() notice('after')")
	require.Nil(t, res.Err)
	require.Len(t, *logs, 2)
	assert.Contains(t, (*logs)[0], "Warning: debug::break() at <input 1>:1: no debugger is attached")
	assert.Equal(t, "Notice: after", (*logs)[1])
	o := s.Run(context.Background(), ":break site.pp:1")
	require.NotNil(t, o.Err)
	assert.Contains(t, o.Err.Message, "need a front end that can stop")
}

func TestBreakpointCommands(t *testing.T) {
	s := NewSession(Options{NodeName: "n", OnStop: func(*DebugStop) DebugAction { return DebugContinue }})
	for _, tc := range []struct{ in, want string }{
		{":breaks", "No breakpoints."},
		{":break site.pp:3", "breakpoint 1  site.pp:3  (hit 0 times)"},
		{":break ntp::config", "breakpoint 2  ntp::config()  (hit 0 times)"},
		{":breaks", "1  site.pp:3  (hit 0 times)\n2  ntp::config()  (hit 0 times)"},
		{":unbreak 1", "breakpoint 1 removed"},
		{":breaks", "2  ntp::config()  (hit 0 times)"},
	} {
		o := s.Run(context.Background(), tc.in)
		require.Nil(t, o.Err, tc.in)
		assert.Equal(t, tc.want, o.Display.Text, tc.in)
	}
	for _, bad := range []string{":break site.pp:x", ":break", ":unbreak 9", ":unbreak x"} {
		assert.NotNil(t, s.Run(context.Background(), bad).Err, bad)
	}
}
