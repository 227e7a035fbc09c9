package lang

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/types"
)

// newTestSession returns a session whose notices are collected.
func newTestSession(t *testing.T) (*Session, *[]string) {
	t.Helper()
	var logs []string
	s := NewSession(Options{NodeName: "test.example.com", Log: func(level eval.LogLevel, msg string) {
		logs = append(logs, level.Label()+": "+msg)
	}})
	return s, &logs
}

// eval runs inputs in order and returns the last result.
func evalAll(t *testing.T, s *Session, inputs ...string) Result {
	t.Helper()
	var res Result
	for _, in := range inputs {
		res = s.Eval(context.Background(), in)
	}
	return res
}

func TestStateAcrossInputs(t *testing.T) {
	tests := []struct {
		name   string
		inputs []string
		want   string // the last input's value as the REPL shows it
		err    string // substring of the last input's error
	}{
		{"variables persist", []string{"$a = 1", "$a + 1"}, "2", ""},
		{"a later input may rebind", []string{"$a = 1", "$a = 2", "$a"}, "2", ""},
		{"rebinding within one input fails", []string{"$a = 1 $a = 2"}, "", "Cannot reassign variable '$a'"},
		{"functions persist", []string{"function f($x) { $x * 2 }", "f(21)"}, "42", ""},
		{"functions can be redefined", []string{"function f() { 1 }", "function f() { 2 }", "f()"}, "2", ""},
		{"aliases persist and can be redefined", []string{"type T = Integer", "type T = String", "'x' =~ T"}, "true", ""},
		{"previous result", []string{"[1, 2]", "$_ + [3]"}, "[1, 2, 3]", ""},
		{"failed input does not change $_", []string{"5", "nosuch()", "$_"}, "5", ""},
		{"statement value", []string{"if true { 'yes' }"}, "'yes'", ""},
		{"unknown variable is an error", []string{"$nope"}, "", "Unknown variable: 'nope'."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestSession(t)
			res := evalAll(t, s, tt.inputs...)
			if tt.err != "" {
				require.NotNil(t, res.Err)
				assert.Contains(t, res.Err.Error(), tt.err)
				return
			}
			require.Nil(t, res.Err, "%v", res.Err)
			assert.Equal(t, tt.want, s.Show(res.Value))
		})
	}
}

func TestFailedInputRollsBack(t *testing.T) {
	tests := []struct {
		name  string
		input string
	}{
		{"syntax error", "$b = 2 $c = (1"},
		{"evaluation error after assignments", "$b = 2 $c = 3 fail('stop')"},
		{"type mismatch after definitions", "$b = 2 function g() { 1 } type U = Integer function h(Integer $x) { $x } h('x')"},
		{"error inside a lambda", "$b = 2 [1, 2].each |$x| { if $x == 2 { fail('in lambda') } }"},
		{"rebinding an earlier variable then failing", "$a = 100 $b = 2 $c = 1 / 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestSession(t)
			require.Nil(t, s.Eval(context.Background(), "$a = 1").Err)
			before := s.Variables()
			res := s.Eval(context.Background(), tt.input)
			require.NotNil(t, res.Err)
			assert.Equal(t, before, s.Variables())
			for _, probe := range []string{"g()", "h(1)", "'x' =~ U"} {
				assert.NotNil(t, s.Eval(context.Background(), probe).Err, "%s must not exist after rollback", probe)
			}
			assert.Equal(t, "1", s.Show(s.Eval(context.Background(), "$a").Value))
		})
	}
}

func TestInterruptLeavesSessionUsable(t *testing.T) {
	s, _ := newTestSession(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := s.Eval(ctx, "$x = 1 Integer[1, 10000000000].each |$i| { }")
	require.NotNil(t, res.Err)
	assert.Equal(t, "Interrupted", res.Err.Kind)
	res = s.Eval(context.Background(), "$x = 2 $x")
	require.Nil(t, res.Err)
	assert.Equal(t, "2", s.Show(res.Value))
}

func TestErrorsCarryPositions(t *testing.T) {
	s, _ := newTestSession(t)
	res := s.Eval(context.Background(), "$a = 1\nnotice($a +)")
	require.NotNil(t, res.Err)
	assert.Equal(t, "SyntaxError", res.Err.Kind)
	assert.Equal(t, 2, res.Err.Line)
	assert.Equal(t, "notice($a +)", res.Err.SourceLine)

	res = s.Eval(context.Background(), "\n  $undefined_thing")
	require.NotNil(t, res.Err)
	assert.Equal(t, "EvaluationError", res.Err.Kind)
	assert.Equal(t, 2, res.Err.Line)
	assert.Equal(t, 3, res.Err.Column)
	assert.Equal(t, "<input 2>", res.Err.File)
}

func TestComplete(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, evalAll(t, s, "$food = 1", "$fool = {'alpha' => 1, 'beta' => 2}", "$s = 'x'", "type MyThing = Integer", "function fooify($x) { $x }").Err)
	tests := []struct {
		name       string
		code       string
		cursor     int // -1: end of code
		want       []string
		contains   []string
		excludes   []string
		start, end int // -1: end of code
	}{
		{name: "variables after $", code: "notice($foo", cursor: -1, want: []string{"$food", "$fool"}, start: 7, end: -1},
		{name: "top-scope variables", code: "$::foo", cursor: -1, want: []string{"$::food", "$::fool"}, start: 0, end: -1},
		{name: "hash keys", code: "$fool['al", cursor: -1, want: []string{"alpha']"}, start: 7, end: -1},
		{name: "double-quoted hash keys", code: `$fool["b`, cursor: -1, want: []string{`beta"]`}, start: 7, end: -1},
		{name: "functions by prefix", code: "foo", cursor: -1, contains: []string{"fooify"}, start: 0, end: -1},
		{name: "types", code: "Inte", cursor: -1, want: []string{"Integer"}, start: 0, end: -1},
		{name: "aliases", code: "MyT", cursor: -1, want: []string{"MyThing"}, start: 0, end: -1},
		{name: "keywords", code: "unl", cursor: -1, contains: []string{"unless"}, start: 0, end: -1},
		{name: "commands", code: ":he", cursor: -1, want: []string{":help"}, start: 0, end: -1},
		{name: "methods that take a string", code: "$s.upc", cursor: -1, want: []string{"upcase"}, start: 3, end: -1},
		{name: "multi-byte text before the cursor", code: "$é = 'ü' notice($foo", cursor: -1, want: []string{"$food", "$fool"}, start: 16, end: -1},
		{name: "cursor inside the text", code: "$foo + 1", cursor: 4, want: []string{"$food", "$fool"}, start: 0, end: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := len([]rune(tt.code))
			cursor := tt.cursor
			if cursor < 0 {
				cursor = n
			}
			end := tt.end
			if end < 0 {
				end = n
			}
			matches, start, gotEnd := s.Complete(tt.code, cursor)
			if tt.want != nil {
				assert.Equal(t, tt.want, matches)
			}
			for _, c := range tt.contains {
				assert.Contains(t, matches, c)
			}
			assert.Equal(t, tt.start, start)
			assert.Equal(t, end, gotEnd)
		})
	}
}

func TestInspect(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, evalAll(t, s, "$answer = 42", "function twice(Integer $x) >> Integer { $x * 2 }").Err)
	tests := []struct {
		code     string
		cursor   int
		contains []string
	}{
		{"notice($answer)", 9, []string{"$answer = 42", "type: Integer[42, 42]"}},
		{"twice(1)", 2, []string{"twice(Integer $x) >> Integer"}},
		{"Integer", 3, []string{"Integer (type)", "Integer[from, to]"}},
		{"unless", 6, []string{"unless (keyword)"}},
		{"notice(1)", 3, []string{"notice (function)", "notice(Any *$values)"}},
		{"file", 2, []string{"File (resource type)"}},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			text, htmlText, found := s.Inspect(tt.code, tt.cursor, 0)
			require.True(t, found)
			for _, c := range tt.contains {
				assert.Contains(t, text, c)
			}
			assert.True(t, strings.HasPrefix(htmlText, "<pre>"))
		})
	}
	_, _, found := s.Inspect("   ", 1, 0)
	assert.False(t, found)
}

func TestCommands(t *testing.T) {
	s, _ := newTestSession(t)
	require.Nil(t, evalAll(t, s, "$answer = 42", "type Small = Integer[0, 9]").Err)
	tests := []struct {
		code     string
		contains []string
		err      bool
	}{
		{":help", []string{":vars", ":doc NAME", ":quit"}, false},
		{":vars", []string{"$answer", "Integer[42, 42]", "42"}, false},
		{":functions up", []string{"upcase", "core"}, false},
		{":functions pick", []string{"pick_default", "stdlib"}, false},
		{":types", []string{"Integer[from, to]", "Small"}, false},
		{":doc each", []string{"each (function)"}, false},
		{"each?", []string{"each (function)"}, false},
		{":doc nosuchthing", []string{"No documentation"}, true},
		{":type [1, 'a']", []string{"Tuple[Integer[1, 1], String]"}, false},
		{":node other.example.com", []string{"other.example.com"}, false},
		{":strict off", []string{"off"}, false},
		{":strict", []string{"off"}, false},
		{":time on", []string{"on"}, false},
		{":history", []string{"[1] $answer = 42"}, false},
		{":format {Integer => '%#x'}", []string{"Integer"}, false},
		{":format", []string{"%#x"}, false},
		{":vras", []string{"Did you mean ':vars'?"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			require.True(t, s.IsCommand(tt.code))
			res := s.Command(context.Background(), tt.code)
			assert.Equal(t, tt.err, res.Err != nil, "%s", res.Text)
			for _, c := range tt.contains {
				assert.Contains(t, res.Text, c)
			}
		})
	}
	assert.Equal(t, "0x2a", s.Show(s.Eval(context.Background(), "$answer").Value), ":format applies to results")

	require.Nil(t, evalAll(t, s, "class web { notify { 'in web': } }", "include web", "notify { 'a': message => 'hi' } -> notify { 'b': }").Err)
	res := s.Command(context.Background(), ":resources")
	require.Nil(t, res.Err)
	assert.Contains(t, res.Text, "Notify['a']")
	assert.Contains(t, res.Text, "message => 'hi'")
	assert.Contains(t, res.Text, "<input ")
	assert.Contains(t, res.HTML, "<table>")
	assert.Contains(t, s.Command(context.Background(), ":classes").Text, "web    declared")
	assert.Contains(t, s.Command(context.Background(), ":catalog").Text, "relationships: 1")
	json := s.Command(context.Background(), ":catalog json")
	require.Nil(t, json.Err)
	assert.Contains(t, json.Text, `"resources"`)
	dot := s.Command(context.Background(), ":catalog dot")
	require.Nil(t, dot.Err)
	assert.Contains(t, dot.Text, `"Notify[a]" -> "Notify[b]"`)
	assert.NotNil(t, s.Command(context.Background(), ":catalog yaml").Err)
	assert.True(t, s.Command(context.Background(), ":quit").Quit)
	assert.False(t, s.IsCommand("notice(1)"))
	assert.Contains(t, s.Command(context.Background(), ":reset").Text, "reset")
	assert.Empty(t, s.Variables())
}

// TestEveryFunctionAndTypeIsDocumented keeps documentation complete: a
// function or type added later without docs fails here.
func TestEveryFunctionAndTypeIsDocumented(t *testing.T) {
	for _, name := range eval.BuiltinNames() {
		fn, _ := eval.Builtin(name)
		assert.NotEmpty(t, fn.Doc, "function %s has no documentation", name)
		assert.NotEmpty(t, fn.SignatureTexts(), "function %s has no signature", name)
	}
	for _, name := range types.BuiltinTypeNames() {
		if strings.Contains(name, "::") {
			continue
		}
		_, ok := typeDocs[name]
		assert.True(t, ok, "type %s has no documentation", name)
	}
}

// TestLongSessionForgetsOldResults checks that the history keeps the text
// of every input but only recent results, so memory does not grow with
// the number of inputs beyond what variables hold.
func TestLongSessionForgetsOldResults(t *testing.T) {
	s, _ := newTestSession(t)
	for i := 0; i < historyValues+50; i++ {
		require.Nil(t, s.Eval(context.Background(), "[1, 2, 3]").Err)
	}
	h := s.History()
	require.Len(t, h, historyValues+50)
	assert.Nil(t, h[0].Value)
	assert.Nil(t, h[49].Value)
	assert.NotNil(t, h[50].Value)
	assert.NotNil(t, h[len(h)-1].Value)
	assert.Equal(t, "[1, 2, 3]", h[0].Input)
}

// TestInternalErrorKeepsItsStackApart: the Go stack of a defect travels
// beside the message, for a log or --debug, never inside it.
func TestInternalErrorKeepsItsStackApart(t *testing.T) {
	e := newError(&eval.Error{Kind: eval.InternalError, Msg: "Internal error: boom", Stack: "goroutine 1 [running]:\n"})
	assert.Equal(t, "InternalError", e.Kind)
	assert.Equal(t, "Internal error: boom", e.Error())
	assert.Equal(t, "goroutine 1 [running]:\n", e.Stack)
	assert.Empty(t, newError(&eval.Error{Kind: eval.EvaluationError, Msg: "m"}).Stack)
}

// fixtureModules opens the evaluator's fixture modules as an environment.
func fixtureModules(t *testing.T) *env.Environment {
	t.Helper()
	dir, err := filepath.Abs("eval/testdata/modules")
	require.NoError(t, err)
	environment, err := env.New("", "", []string{dir}, "")
	require.NoError(t, err)
	return environment
}

func TestModulesCommandAndReset(t *testing.T) {
	s := NewSession(Options{Environment: fixtureModules(t), Facts: types.EmptyHash})
	ctx := context.Background()
	res := s.Command(ctx, ":modules")
	require.Nil(t, res.Err)
	assert.Regexp(t, `clock\s+1\.2\.3\s+example-clock`, res.Text)
	assert.Regexp(t, `util\s+0\.1\.0\s+example-util`, res.Text)
	require.Nil(t, s.Eval(ctx, "include util").Err)
	s.Reset()
	r := s.Eval(ctx, "clock::double(5)")
	require.Nil(t, r.Err)
	assert.Equal(t, "10", display.ToString(r.Value))

	none := NewSession(Options{Facts: types.EmptyHash})
	assert.Contains(t, none.Command(ctx, ":modules").Text, "No environment")
}

// TestModuleDataTilde: a ~ in a module's data makes a class parameter
// without a default undef and leaves one with a default to it, as Puppet
// compiles it ("mode= level=low").
func TestModuleDataTilde(t *testing.T) {
	var logs []string
	s := NewSession(Options{Environment: fixtureModules(t), Facts: types.EmptyHash, Log: func(level eval.LogLevel, msg string) {
		logs = append(logs, msg)
	}})
	require.Nil(t, s.Eval(context.Background(), "include util::settings").Err)
	assert.Equal(t, []string{"mode= level=low"}, logs)
}

// TestCompleteModules: Tab offers what the modules define, from file
// names, before any of it is loaded.
func TestCompleteModules(t *testing.T) {
	s := NewSession(Options{Environment: fixtureModules(t), Facts: types.EmptyHash})
	tests := []struct {
		code string
		want []string
	}{
		{"include cl", []string{"clamp", "class", "clock", "clock::"}},
		{"include clock::se", []string{"clock::server", "clock::server::pool"}},
		{"clock::dou", []string{"clock::double"}},
		{"Clock::Co", []string{"Clock::Compat::Host"}},
		{"Cloc", []string{"Clock::"}},
		{"include nosuch::", nil},
	}
	for _, tt := range tests {
		got, _, _ := s.Complete(tt.code, -1)
		assert.Equal(t, tt.want, got, tt.code)
	}
}
