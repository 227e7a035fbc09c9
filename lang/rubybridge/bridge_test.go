package rubybridge_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang"
	"prepl/lang/env"
	"prepl/lang/rubybridge"
	"prepl/types"
)

// TestWithoutRuby: with no Ruby to run, templates and Ruby functions fail
// with a message that says how to get it; a Ruby function is never an
// unknown function. Resource types need no Ruby.
func TestWithoutRuby(t *testing.T) {
	t.Setenv(rubybridge.RubyEnv, "/nonexistent/ruby")
	s := newSession(t, false, nil)
	for _, src := range []string{
		`notice(inline_template('x'))`,
		`notice(demo::greet('a'))`,
		`notice(demo_join('a'))`,
	} {
		res := s.Eval(context.Background(), src)
		require.NotNil(t, res.Err, src)
		assert.Contains(t, res.Err.Message, "install Ruby (Debian: apt-get install ruby) or set PREPL_RUBY", src)
		assert.NotContains(t, res.Err.Message, "Unknown function", src)
	}
	res := s.Eval(context.Background(), `demo_thing { 'x': value => 1 }`)
	require.Nil(t, res.Err)
}

// TestSafeMode: safe mode never starts Ruby.
func TestSafeMode(t *testing.T) {
	requireRuby(t)
	s := newSession(t, true, nil)
	for _, src := range []string{`notice(inline_template('x'))`, `notice(demo::greet('a'))`} {
		res := s.Eval(context.Background(), src)
		require.NotNil(t, res.Err, src)
		assert.Contains(t, res.Err.Message, "safe mode", src)
	}
}

// TestInterruptStopsTemplate: cancelling the context stops a template
// that loops for ever; the next template runs in a new Ruby.
func TestInterruptStopsTemplate(t *testing.T) {
	requireRuby(t)
	s := newSession(t, false, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		res := s.Eval(ctx, `notice(inline_template('<% loop do end %>'))`)
		if assert.NotNil(t, res.Err) {
			assert.Equal(t, "Interrupted", res.Err.Kind)
		}
	}()
	// The template is running once Ruby has started; cancel after it had
	// a chance to, and the evaluation must end however far it got.
	time.Sleep(200 * time.Millisecond)
	cancel()
	<-done
	res := s.Eval(context.Background(), `inline_template('<%= 6 * 7 %>')`)
	require.Nil(t, res.Err)
	assert.Equal(t, "'42'", s.Show(res.Value))
}

// TestRubyCrashRestarts: a Ruby that dies is reported and replaced.
func TestRubyCrashRestarts(t *testing.T) {
	requireRuby(t)
	s := newSession(t, false, nil)
	res := s.Eval(context.Background(), `inline_template('<% exit! 3 %>')`)
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "the Ruby process ended unexpectedly")
	res = s.Eval(context.Background(), `[inline_template('<%= 1 + 1 %>'), demo::greet('x')]`)
	require.Nil(t, res.Err)
	assert.Equal(t, "['2', 'Hello, x!']", s.Show(res.Value))
}

// TestNeedsPuppetInternals: a function that reaches beyond the API prepl
// provides fails with its name, its file and what it needed.
func TestNeedsPuppetInternals(t *testing.T) {
	requireRuby(t)
	s := newSession(t, false, nil)
	res := s.Eval(context.Background(), `demo::needs_compiler()`)
	require.NotNil(t, res.Err)
	assert.Regexp(t, `The function 'demo::needs_compiler' \(.*/demo/needs_compiler\.rb\) needs Puppet::Pops::Loaders, which prepl does not provide`, res.Err.Message)
}

// TestGeneratedResourceTypes: an environment's .resource_types (what
// `puppet generate types` writes) declares types without their modules.
func TestGeneratedResourceTypes(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, ".resource_types"), 0o755))
	gen, err := os.ReadFile("testdata/generated/demo_thing.pp")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".resource_types", "demo_thing.pp"), gen, 0o644))
	e, err := env.New("", dir, []string{filepath.Join(dir, "modules")}, "")
	require.NoError(t, err)
	s := lang.NewSession(lang.Options{Environment: e, Facts: types.EmptyHash})
	t.Cleanup(s.Close)
	res := s.Eval(context.Background(), `demo_thing { 'a': ensure => present, value => 1, owners => [], path => '/x', replace => true }`)
	require.Nil(t, res.Err)
	res = s.Eval(context.Background(), `demo_thing { 'b': bogus => 1 }`)
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "no parameter named 'bogus'")
	res = s.Eval(context.Background(), `demo_pair { 'c': }`)
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "Unknown resource type: 'demo_pair'")
}

// TestTimeoutStopsTemplate: a session's time limit stops a looping
// template with the timeout's message.
func TestTimeoutStopsTemplate(t *testing.T) {
	requireRuby(t)
	dir, err := filepath.Abs("testdata/env")
	require.NoError(t, err)
	e, err := env.New("", dir, []string{filepath.Join(dir, "modules")}, "")
	require.NoError(t, err)
	s := lang.NewSession(lang.Options{Environment: e, Facts: types.EmptyHash, Timeout: 300 * time.Millisecond})
	t.Cleanup(s.Close)
	res := s.Eval(context.Background(), `notice(inline_template('<% loop do end %>'))`)
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "timed out")
}

// TestFunctionFileSyntaxError: a function file Ruby cannot parse fails
// each call with Ruby's message (Puppet stops the whole run with it),
// naming the function and its file.
func TestFunctionFileSyntaxError(t *testing.T) {
	requireRuby(t)
	s := newSession(t, false, nil)
	res := s.Eval(context.Background(), `demo::unfinished(1)`)
	require.NotNil(t, res.Err)
	assert.Regexp(t, `The function 'demo::unfinished' \(.*/unfinished\.rb\) cannot be loaded: .*/unfinished\.rb:4: syntax error, unexpected end-of-input`, res.Err.Message)
	// The Ruby process is still good for other functions.
	res = s.Eval(context.Background(), `demo::greet('z')`)
	require.Nil(t, res.Err)
}

// TestInterruptStopsFunctionLoad: a function file that never finishes
// loading is stopped by an interrupt, and Ruby serves the next call.
func TestInterruptStopsFunctionLoad(t *testing.T) {
	requireRuby(t)
	s := newSession(t, false, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		res := s.Eval(ctx, `demo::endless_load()`)
		if assert.NotNil(t, res.Err) {
			assert.Equal(t, "Interrupted", res.Err.Kind)
		}
	}()
	time.Sleep(200 * time.Millisecond)
	cancel()
	<-done
	res := s.Eval(context.Background(), `demo::greet('after')`)
	require.Nil(t, res.Err)
	assert.Equal(t, "'Hello, after!'", s.Show(res.Value))
}
