package eval

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/internal/golden"
	"prepl/lang/env"
	"prepl/lang/facts"
	"prepl/lang/syntax"
	"prepl/types"
)

func TestFactsInTopScope(t *testing.T) {
	nodeFacts, err := facts.ReadFile("../facts/testdata/plain.json")
	require.NoError(t, err)
	var notices []string
	e := New(Options{Facts: nodeFacts, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	prog, err := syntax.Parse(syntax.NewSource("f.pp", `
notice($facts['os']['family'], $hostname, $::fqdn, $os['release']['major'])
notice($trusted['certname'], $trusted['hostname'], $trusted['domain'], $server_facts, $clientcert)
notice($nothing =~ Undef)
`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"Debian web01 web01.example.com 12",
		"web01.example.com web01 example.com {environment => production} web01.example.com",
		"true",
	}, notices)
}

func TestFactsAreReserved(t *testing.T) {
	for _, code := range []string{`$facts = {}`, `$trusted = 1`, `$server_facts = 1`} {
		e := New(Options{})
		prog, err := syntax.Parse(syntax.NewSource("r.pp", code))
		require.NoError(t, err)
		_, err = e.Evaluate(context.Background(), prog)
		assert.Error(t, err, code)
	}
}

func TestFactVariablesMayBeShadowed(t *testing.T) {
	nodeFacts, err := facts.ReadFile("../facts/testdata/plain.json")
	require.NoError(t, err)
	var notices []string
	e := New(Options{Facts: nodeFacts, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	prog, err := syntax.Parse(syntax.NewSource("s.pp", `$hostname = 'mine' notice($hostname, $facts['hostname'])`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, []string{"mine web01"}, notices)
}

// recordedNodeData is what `puppet apply` gives compiled code besides
// facts (see scripts/record-node-data.py).
func recordedNodeData(t *testing.T) []byte {
	return golden.Recorded(t, "../facts/testdata/puppet-apply.yaml", "scripts/record-node-data.py")
}

// TestNodeDataAsPuppetApply compares $trusted, $server_facts, the facts
// Puppet adds and the $settings:: variables with what Puppet 7.23's
// `puppet apply` gives (recorded by scripts/record-node-data.py).
func TestNodeDataAsPuppetApply(t *testing.T) {
	recorded, err := facts.Parse(recordedNodeData(t))
	require.NoError(t, err)
	want := func(k string) string {
		v, ok := recorded.GetString(k)
		require.True(t, ok, k)
		return display.ToString(v)
	}
	for _, strict := range []bool{false, true} {
		var notices []string
		e := New(Options{
			NodeName: "node1.example.test", Facts: types.EmptyHash, LenientVariables: !strict,
			Log: func(_ LogLevel, m string) { notices = append(notices, m) },
		})
		prog, err := syntax.Parse(syntax.NewSource("n.pp", `
notice($trusted)
notice($server_facts)
notice($facts)
notice($settings::all_local)
notice($settings::strict_variables)
notice($settings::confdir == $settings::all_local['confdir'], $::settings::storeconfigs =~ Boolean)
`))
		require.NoError(t, err)
		_, err = e.Evaluate(context.Background(), prog)
		require.NoError(t, err)
		require.Len(t, notices, 6)
		assert.Equal(t, want("trusted"), notices[0])
		assert.Equal(t, want("server_facts"), notices[1])
		assert.Equal(t, want("added_facts"), notices[2])
		settings, _ := recorded.GetString("settings")
		// The code setting is the -e code Puppet ran; a file run has none.
		assert.Equal(t, display.ToString(settings.(*types.Hash).Put(types.String("strict_variables"), types.BoolOf(strict))), notices[3])
		if strict {
			assert.Equal(t, want("strict_variables_when_strict"), notices[4])
		} else {
			assert.Equal(t, want("strict_variables"), notices[4])
		}
		assert.Equal(t, "true true", notices[5])
	}
}

// TestFactsAreGatheredWhenNeeded checks that the facts function runs
// only when code reads a fact, $facts, $trusted or a setting, and once.
func TestFactsAreGatheredWhenNeeded(t *testing.T) {
	for _, tc := range []struct {
		code   string
		gather bool
	}{
		{`notice(1)`, false},
		{`$x = 1 notice($x)`, false},
		{`class c { $y = 2 } include c notice($c::y) notify { n: }`, false},
		{`[1, 2].map |$v| { $v * 2 }`, false},
		{`notice($hostname)`, true},
		{`notice($::hostname)`, true},
		{`notice($facts)`, true},
		{`notice($trusted)`, true},
		{`notice($settings::vardir)`, true},
		{`notice(defined('$nothing'))`, true},
		{`node default { }`, true},
	} {
		t.Run(tc.code, func(t *testing.T) {
			calls := 0
			e := New(Options{LenientVariables: true, FactsFunc: func() *types.Hash {
				calls++
				return types.HashOf(types.String("hostname"), types.String("h1"))
			}})
			for i := 0; i < 2; i++ {
				prog, err := syntax.Parse(syntax.NewSource("l.pp", tc.code))
				require.NoError(t, err)
				_, err = e.Evaluate(context.Background(), prog)
				require.NoError(t, err)
			}
			want := 0
			if tc.gather {
				want = 1
			}
			assert.Equal(t, want, calls)
		})
	}
}

func TestSetFacts(t *testing.T) {
	var notices []string
	e := New(Options{Facts: types.HashOf(types.String("a"), types.String("1"), types.String("b"), types.String("2")),
		NodeName: "n1", Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	run := func(code string) {
		prog, err := syntax.Parse(syntax.NewSource("s.pp", code))
		require.NoError(t, err)
		_, err = e.Evaluate(context.Background(), prog)
		require.NoError(t, err)
	}
	run(`$b = 'mine' notice($a, $b)`)
	e.SetFacts(types.HashOf(types.String("b"), types.String("3"), types.String("c"), types.String("4")))
	run(`notice(defined('$a'), $b, $c, $facts['b'], $facts['clientcert'])`)
	assert.Equal(t, []string{"1 mine", "false mine 4 3 n1"}, notices)
}

// TestFailedInputLeavesFactVariables checks that a fact hidden by a
// variable of an input that failed shows again.
func TestFailedInputLeavesFactVariables(t *testing.T) {
	var notices []string
	e := New(Options{FactsFunc: func() *types.Hash {
		return types.HashOf(types.String("hostname"), types.String("h1"))
	}, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	run := func(code string) error {
		prog, err := syntax.Parse(syntax.NewSource("r.pp", code))
		require.NoError(t, err)
		_, err = e.Evaluate(context.Background(), prog)
		return err
	}
	require.Error(t, run(`$hostname = 'mine' notice($facts['hostname']) fail('no')`))
	require.NoError(t, run(`notice($hostname)`))
	assert.Equal(t, []string{"h1", "h1"}, notices)
}

// TestEnvironmentSettings compares the settings that describe the
// environment with Puppet's for an environment "staging" under an
// environmentpath (recorded by scripts/record-node-data.py).
func TestEnvironmentSettings(t *testing.T) {
	recorded, err := facts.Parse(recordedNodeData(t))
	require.NoError(t, err)
	want, ok := recorded.GetString("environment_settings")
	require.True(t, ok)
	envpath, err := filepath.EvalSymlinks(t.TempDir())
	require.NoError(t, err)
	staging := filepath.Join(envpath, "staging")
	require.NoError(t, os.MkdirAll(filepath.Join(staging, "modules"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(staging, "manifests"), 0o755))
	environment, err := env.Open(env.Settings{Dir: staging})
	require.NoError(t, err)
	var notices []string
	e := New(Options{Environment: environment, Facts: types.EmptyHash, Log: func(_ LogLevel, m string) { notices = append(notices, m) }})
	prog, err := syntax.Parse(syntax.NewSource("e.pp", `notice({
  'environment' => $settings::environment, 'environmentpath' => $settings::environmentpath,
  'modulepath' => $settings::modulepath, 'manifest' => $settings::manifest,
})`))
	require.NoError(t, err)
	_, err = e.Evaluate(context.Background(), prog)
	require.NoError(t, err)
	assert.Equal(t, []string{strings.ReplaceAll(display.ToString(want), "${envpath}", envpath)}, notices)
}
