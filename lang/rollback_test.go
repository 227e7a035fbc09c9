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
// variables, functions, type aliases, classes, defines, nodes, resources,
// defaults, overrides, relationships, collectors and the catalog's tags.
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
	for _, cmd := range []string{":vars", ":functions f", ":types", ":classes", ":resources", ":catalog json"} {
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
	for _, probe := range []string{`f(1)`, `f('s')`, `[$a, $b]`} {
		v, err := s.Evaluate(ctx, probe)
		if err != nil {
			parts = append(parts, probe+" -> "+err.Message)
		} else {
			parts = append(parts, probe+" => "+s.Show(v))
		}
	}
	return strings.Join(parts, "\n")
}

// replay runs the steps a fuzzer's bytes pick, then one more that fails
// after making its changes, and checks that the failure changed nothing
// a user can see.
func replay(t testing.TB, picks []byte) {
	s := NewSession(Options{NodeName: "rollback.example.com"})
	ctx := context.Background()
	for _, b := range picks[:len(picks)-1] {
		s.Eval(ctx, rollbackSteps[int(b)%len(rollbackSteps)])
	}
	before := observable(t, s)
	last := rollbackSteps[int(picks[len(picks)-1])%len(rollbackSteps)]
	res := s.Eval(ctx, last+"\nfail('undo')")
	require.NotNil(t, res.Err, last)
	assert.Equal(t, before, observable(t, s), "after failed %q (the inputs before: %v)", last, picks[:len(picks)-1])
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

func TestRollbackOfEveryStep(t *testing.T) {
	for i := range rollbackSteps {
		for j := range rollbackSteps {
			replay(t, []byte{byte(j), byte(i)})
		}
	}
}

// FuzzRollback: for any sequence of inputs, one that fails leaves the
// session as a user sees it exactly as it was.
func FuzzRollback(f *testing.F) {
	f.Add([]byte{0, 2, 3, 5, 4})
	f.Add([]byte{7, 8, 10, 11, 16, 20})
	f.Add([]byte{18, 13, 14, 15, 19})
	f.Fuzz(func(t *testing.T, picks []byte) {
		if len(picks) == 0 || len(picks) > 12 {
			return
		}
		replay(t, picks)
	})
}
