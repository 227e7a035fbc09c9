package lang

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rollbackSteps are inputs that change every kind of persistent state:
// variables (new and rebound, match variables), functions, type aliases,
// classes (declared, contained, staged, redefined), defines, nodes,
// resources (declared, redeclared, virtual, exported, realized,
// collected, made by create_resources), defaults, overrides,
// relationships and the catalog's tags. The numbers the seeds of
// FuzzRollback pick are the indexes here: add steps at the end.
var rollbackSteps = []string{
	`$a = 1`,
	`$h = {'k' => [1, 2]}`,
	`function f(MyT $x) { $x }`,
	`type MyT = Integer`,
	`type MyT = String`,
	`f(1)`,
	`f('s')`,
	`class c($p = 1) { notify { "c${p}": } }`,
	`include c`,
	`class { 'c': p => 2 }`,
	`define d($v = 'x') { notify { "d-${title}": message => $v } }`,
	`d { 'one': }`,
	`d { 'two': v => 'y' }`,
	`Notify { tag => 'defaulted' }`,
	`notify { 'plain': }`,
	`Notify['plain'] { message => 'overridden' }`,
	`notify { 'after': } Notify['plain'] -> Notify['after']`,
	`@notify { 'virtual': } Notify <| title == 'virtual' |>`,
	`node default { notify { 'from node': } }`,
	`tag('extra')`,
	`class c($p = 3) { notify { 'redefined': } }`,
	`$b = $a + 1`,
	`$a = 'rebound'`,
	`'xyz' =~ /(y)/`,
	`notify { 'plain': message => 'redeclared' }`,
	`@notify { 'later': } realize(Notify['later'])`,
	`@@notify { 'exported': }`,
	`Notify <| tag == 'defaulted' |> { message => 'collected' }`,
	`notify { 'n1': } notify { 'n2': } Notify['n1'] ~> Notify['n2']`,
	`class outer { contain c } include outer`,
	`stage { 'pre': before => Stage['main'] } class staged { } class { 'staged': stage => 'pre' }`,
	`create_resources('notify', {'cr' => {'message' => 'made'}})`,
	`File { mode => '0644' } file { '/tmp/rollback': }`,
	`define d($v = 'z') { notify { "d2-${title}": } }`,
	`node 'rollback.example.com' { include c }`,
	`@notify { 'dormant': }`,
	`realize(Notify['dormant'])`,
	`contain c`,
}

// catalogIdentity matches the catalog JSON's version (the time it was
// made) and its id.
var catalogIdentity = regexp.MustCompile(`"(version|catalog_uuid)": ("[^"]*"|\d+),?`)

// observable is the session's state as a user sees it: its variables,
// its own functions and type aliases, classes, resources and catalog,
// and what probes that use them give.
func observable(t testing.TB, s *Session) string {
	ctx := context.Background()
	var parts []string
	for _, cmd := range []string{":vars", ":functions f", ":types", ":classes", ":resources", ":catalog", ":catalog json", ":catalog dot"} {
		text := s.Command(ctx, cmd).Text
		switch cmd {
		case ":catalog json":
			// The catalog's version and id are new each time it is made.
			text = catalogIdentity.ReplaceAllString(text, "")
		case ":functions f", ":types":
			// Only the session's own functions and aliases can change.
			var own []string
			for _, line := range strings.Split(text, "\n") {
				if strings.HasPrefix(line, "f ") || strings.HasPrefix(line, "MyT") {
					own = append(own, line)
				}
			}
			text = strings.Join(own, "\n")
		}
		parts = append(parts, cmd+"\n"+text)
	}
	for _, probe := range []string{
		`f(1)`, `f('s')`, `[$a, $b]`, `[$0, $1]`, `$c::p`, `tagged('extra')`, `defined(Notify['plain'])`, `Notify['plain']['message']`,
		// What the resource defaults and the defines give what is declared next.
		`notify { 'probe': } file { '/tmp/probe': } [Notify['probe']['tag'], File['/tmp/probe']['mode']]`,
		`d { 'probe': } [defined(Notify['d-probe']), defined(Notify['d2-probe'])]`,
	} {
		v, err := s.Evaluate(ctx, probe)
		if err != nil {
			parts = append(parts, probe+" -> "+err.Message)
		} else {
			parts = append(parts, probe+" => "+s.Show(v))
		}
	}
	return strings.Join(parts, "\n")
}

// failures end an input after the step it runs has made its changes:
// in the main code, and when the catalog is finished (collectors,
// realized resources and defines have been done, relationships fail).
var failures = []string{
	"\nfail('undo')",
	"\nnotify { 'rollback late': before => Notify['missing'] }",
}

// replay runs the steps a fuzzer's bytes pick, then the last one again
// with each of the failures, and checks that each failure changed
// nothing a user can see.
func replay(t testing.TB, picks []byte) {
	// Text only: the comparison reads each command's text, and rendering
	// the catalog's picture would spend most of the test in Graphviz.
	s := NewSession(Options{NodeName: "rollback.example.com", TextOnly: true})
	ctx := context.Background()
	for _, b := range picks[:len(picks)-1] {
		s.Eval(ctx, rollbackSteps[int(b)%len(rollbackSteps)])
	}
	before := observable(t, s)
	last := rollbackSteps[int(picks[len(picks)-1])%len(rollbackSteps)]
	for _, failure := range failures {
		res := s.Eval(ctx, last+failure)
		require.NotNil(t, res.Err, last+failure)
		assert.Equal(t, before, observable(t, s), "after failed %q (the inputs before: %v)", last+failure, picks[:len(picks)-1])
	}
}

func TestRollbackReproductions(t *testing.T) {
	s, _ := newTestSession(t)
	ctx := context.Background()
	require.Nil(t, s.Eval(ctx, `function f(MyT $x) { $x }`).Err)
	require.NotNil(t, s.Eval(ctx, `type MyT = Integer f(1) fail("boom")`).Err)
	res := s.Eval(ctx, `f("a")`)
	require.NotNil(t, res.Err, "the failed input's alias is gone, and with it what f's signature made of it")
	assert.Contains(t, res.Err.Message, "MyT")

	s, _ = newTestSession(t)
	for _, in := range []string{`type MyT = Integer`, `function f(MyT $x) { $x }`, `f(1)`, `type MyT = String`} {
		require.Nil(t, s.Eval(ctx, in).Err, in)
	}
	res = s.Eval(ctx, `f("a")`)
	require.Nil(t, res.Err, "a redefined alias applies to a function already called")
	assert.Equal(t, "'a'", s.Show(res.Value))
}

// TestRollbackOfEveryStep fails each step in a fresh session, after a
// history that made state of every kind (every step, in order) and after
// the same history in reverse (so that later steps come first).
func TestRollbackOfEveryStep(t *testing.T) {
	n := len(rollbackSteps)
	forward, backward := make([]byte, n+1), make([]byte, n+1)
	for i := range n {
		forward[i], backward[i] = byte(i), byte(n-1-i)
	}
	for i := range n {
		replay(t, []byte{byte(i)})
		forward[n], backward[n] = byte(i), byte(i)
		replay(t, forward)
		replay(t, backward)
	}
}

// FuzzRollback: for any sequence of inputs, one that fails leaves the
// session as a user sees it exactly as it was.
func FuzzRollback(f *testing.F) {
	f.Add([]byte{0, 2, 3, 5, 4})
	f.Add([]byte{7, 8, 10, 11, 16, 20})
	f.Add([]byte{18, 13, 14, 15, 19})
	f.Add([]byte{0, 23, 22, 21, 22})
	f.Add([]byte{13, 14, 17, 24, 27, 15})
	f.Add([]byte{7, 29, 30, 33, 34, 28, 26, 25})
	f.Add([]byte{10, 11, 32, 31, 12, 33})
	f.Add([]byte{35, 13, 36})
	f.Fuzz(func(t *testing.T, picks []byte) {
		if len(picks) == 0 || len(picks) > 12 {
			return
		}
		replay(t, picks)
	})
}

// TestFailedInputChangesNothing makes one kind of change in an input
// that then fails, and requires a probe of that state to show what it
// showed before; the same input without its failure must change what
// the probe shows, so each probe sees the change it guards against.
func TestFailedInputChangesNothing(t *testing.T) {
	const mainFail, lateFail = 0, 1
	tests := []struct {
		kind  string
		setup []string
		input string
		fails int // which of failures ends the input
		// probe is an expression evaluated without keeping its changes,
		// or a command (NAME?? included).
		probe string
	}{
		{"new variable", nil, `$v = 1`, mainFail, `defined('$v')`},
		{"rebound variable", []string{`$v = 1`}, `$v = 2`, mainFail, `$v`},
		{"variable hiding a fact", nil, `$kernel = 'mine'`, mainFail, `[$kernel, $facts['kernel'] == $kernel]`},
		{"match variables", []string{`'abc' =~ /(b)/`}, `'xyz' =~ /(y)/`, mainFail, `[$0, $1]`},
		{"function", []string{`function g() { 1 }`}, `function g() { 2 }`, mainFail, `g()`},
		{"type alias", []string{`type T = Integer`}, `type T = String`, mainFail, `'s' =~ T`},
		{"class definition", []string{`class k { notify { 'k1': } }`}, `class k { notify { 'k2': } }`, mainFail, `include k [defined(Notify['k1']), defined(Notify['k2'])]`},
		{"declared class", []string{`class k { $x = 1 }`}, `include k`, mainFail, `:classes`},
		{"class parameters", []string{`class pk($p = 1) { }`, `class { 'pk': p => 2 }`}, `class pk($p = 3) { } class { 'pk': p => 5 }`, mainFail, `$pk::p`},
		{"define", []string{`define dd() { notify { "a-${title}": } }`}, `define dd() { notify { "b-${title}": } }`, mainFail, `dd??`},
		{"define instance", []string{`define dd() { notify { "a-${title}": } }`}, `dd { 'i': }`, lateFail, `:resources`},
		{"resource", nil, `notify { 'r': }`, mainFail, `defined(Notify['r'])`},
		{"redeclared resource", []string{`notify { 'r': message => 'one' }`}, `notify { 'r': message => 'two' }`, mainFail, `Notify['r']['message']`},
		{"override", []string{`notify { 'r': }`}, `Notify['r'] { message => 'two' }`, lateFail, `Notify['r']['message']`},
		{"override's tags", []string{`notify { 'r': }`}, `Notify['r'] { tag => 'extra' }`, lateFail, `:catalog json`},
		{"resource default", nil, `Notify { message => 'dflt' }`, mainFail, `notify { 'p': } Notify['p']['message']`},
		{"replaced resource default", []string{`Notify { message => 'one' }`}, `Notify { message => 'two' }`, mainFail, `notify { 'p': } Notify['p']['message']`},
		{"catalog tags", nil, `tag('tg')`, mainFail, `tagged('tg')`},
		{"relationship", []string{`notify { 'x': } notify { 'y': }`}, `Notify['x'] -> Notify['y']`, lateFail, `:catalog dot`},
		{"relationship metaparameter", []string{`notify { 'x': } notify { 'y': }`}, `Notify['x'] ~> Notify['y']`, lateFail, `:catalog json`},
		{"realized virtual resource", []string{`@notify { 'v': }`}, `realize(Notify['v'])`, lateFail, `:resources`},
		{"collected virtual resource", []string{`@notify { 'v': }`}, `Notify <| title == 'v' |>`, lateFail, `:resources`},
		{"collector override", []string{`notify { 'c': message => 'one' }`}, `Notify <| title == 'c' |> { message => 'two' }`, lateFail, `Notify['c']['message']`},
		{"exported resource", nil, `@@notify { 'ex': }`, mainFail, `:catalog json`},
		{"node", nil, `node default { notify { 'nd': } }`, lateFail, `:resources`},
		{"replaced node", []string{`node default { notify { 'n1': } }`}, `node default { notify { 'n2': } }`, lateFail, `:resources`},
		{"run stage", []string{`class st { }`}, `stage { 'pre': before => Stage['main'] } class { 'st': stage => 'pre' }`, mainFail, `:catalog json`},
		{"created resources", nil, `create_resources('notify', {'cr' => {'message' => 'm'}})`, mainFail, `:resources`},
		{"contained class", []string{`class inner { }`, `class outer { }`, `include outer`}, `class outer { contain inner } include outer`, mainFail, `:catalog json`},
	}
	ctx := context.Background()
	show := func(s *Session, probe string) string {
		if strings.HasPrefix(probe, ":") || strings.HasSuffix(probe, "?") {
			out := s.RunUnrecorded(ctx, probe)
			require.Nil(t, out.Err, probe)
			return catalogIdentity.ReplaceAllString(out.Display.Text, "")
		}
		v, err := s.Evaluate(ctx, probe)
		if err != nil {
			return "error: " + err.Message
		}
		return s.Show(v)
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			failed, _ := newTestSession(t)
			kept, _ := newTestSession(t)
			for _, in := range tt.setup {
				require.Nil(t, failed.Eval(ctx, in).Err, in)
				require.Nil(t, kept.Eval(ctx, in).Err, in)
			}
			before := show(failed, tt.probe)
			require.NotNil(t, failed.Eval(ctx, tt.input+failures[tt.fails]).Err)
			assert.Equal(t, before, show(failed, tt.probe), "the failed input changed what %s shows", tt.probe)
			require.Nil(t, kept.Eval(ctx, tt.input).Err)
			assert.NotEqual(t, before, show(kept, tt.probe), "%s does not show what the input changes", tt.probe)
		})
	}
}

// TestFactsBoundByAFailedInputStay: the node's facts, bound lazily by the
// first input that reads one, belong to no input; an input that binds
// them and fails leaves them bound, and its variable no longer hides the
// fact of that name.
func TestFactsBoundByAFailedInputStay(t *testing.T) {
	s, _ := newTestSession(t)
	ctx := context.Background()
	require.NotNil(t, s.Eval(ctx, `$kernel = 'mine' $k = $facts['kernel'] fail('x')`).Err)
	res := s.Eval(ctx, `[$kernel == $facts['kernel'], $kernel != 'mine', defined('$k')]`)
	require.Nil(t, res.Err)
	assert.Equal(t, "[true, true, false]", s.Show(res.Value))
}
