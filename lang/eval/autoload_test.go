package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// fixtureEnvironment opens the fixture modules of testdata/modules.
func fixtureEnvironment(t *testing.T) (*env.Environment, string) {
	t.Helper()
	dir, err := filepath.Abs("testdata/modules")
	require.NoError(t, err)
	e, err := env.New("", "", []string{dir}, "")
	require.NoError(t, err)
	return e, dir
}

// inputRunner returns a function that evaluates inputs one after another
// in one evaluator with the environment, as a session does, and the
// notices they logged.
func inputRunner(t *testing.T, environment *env.Environment) (func(src string) error, *[]string) {
	var notices []string
	ev := eval.New(eval.Options{Environment: environment, Log: func(level eval.LogLevel, msg string) {
		if level == eval.LogNotice {
			notices = append(notices, msg)
		}
	}})
	return func(src string) error {
		prog, err := syntax.Parse(syntax.NewSource("in.pp", src))
		require.NoError(t, err)
		_, err = ev.Evaluate(context.Background(), prog)
		return err
	}, &notices
}

// TestModulePrograms runs the programs of testdata/modprograms with the
// fixture modules on the module path and compares them with what Puppet
// printed for them, as recorded by scripts/record-modules.py.
func TestModulePrograms(t *testing.T) {
	environment, dir := fixtureEnvironment(t)
	runGoldenPrograms(t, "testdata/modprograms", environment, dir)
}

// TestAutoloadCircularInherits: classes of two files that inherit each
// other fail with a message instead of recursing (Puppet overflows its
// stack).
func TestAutoloadCircularInherits(t *testing.T) {
	environment, _ := fixtureEnvironment(t)
	_, err := runProgramIn(t, environment, "x.pp", "include broken::a")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Circular inheritance of class broken::a: broken::a inherits broken::b inherits broken::a")
	assert.Contains(t, err.Error(), "broken/manifests/a.pp")
}

// TestAutoloadRollback: an input that fails after loading classes leaves
// nothing of them; the next input loads them again.
func TestAutoloadRollback(t *testing.T) {
	environment, _ := fixtureEnvironment(t)
	run, notices := inputRunner(t, environment)
	require.Error(t, run("include clock::server\nfail('stop')"))
	require.Error(t, run("notice(defined(Class['clock::server']))\n$x = $clock::server::mode"))
	*notices = nil
	require.NoError(t, run("notice(defined(Class['clock::server']))"))
	assert.Equal(t, []string{"false"}, *notices)
	*notices = nil
	require.NoError(t, run("include clock::server notice($clock::server::mode)"))
	require.NoError(t, run("include clock::server notice(Clock::Port)"))
	assert.Equal(t, []string{"server", "serve", "Clock::Port = Integer[1, 65535]"}, *notices)
}

// TestAutoloadLazy: only the files code refers to are read; a broken
// file elsewhere in the environment does not matter.
func TestAutoloadLazy(t *testing.T) {
	environment, _ := fixtureEnvironment(t)
	notices, err := runProgramIn(t, environment, "x.pp", "include util")
	require.NoError(t, err)
	assert.Equal(t, []string{"util module_name=util"}, notices)
}

// TestAutoloadReloadsChangedFile: a module file edited between inputs is
// parsed again, once, and its new definitions replace the old ones at
// the next reference; a file removed takes its definitions with it.
func TestAutoloadReloadsChangedFile(t *testing.T) {
	dir := t.TempDir()
	mf := filepath.Join(dir, "m", "manifests", "init.pp")
	fn := filepath.Join(dir, "m", "functions", "f.pp")
	write := func(path, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	write(mf, "class m { notice('one') }\n")
	write(fn, "function m::f() { 1 }\n")
	environment, err := env.New("", "", []string{dir}, "")
	require.NoError(t, err)
	p1, err := environment.Parse(mf, false)
	require.NoError(t, err)
	p2, err := environment.Parse(mf, false)
	require.NoError(t, err)
	assert.Same(t, p1, p2, "an unchanged file is parsed once")

	run, notices := inputRunner(t, environment)
	require.NoError(t, run("include m notice(m::f())"))
	// The new text differs in length, so the change is seen even within
	// the file system's time resolution.
	write(mf, "class m { notice('two, edited') }\n")
	write(fn, "function m::f() { 22 }\n")
	require.NoError(t, run("include m notice(m::f())"))
	require.NoError(t, os.Remove(fn))
	err = run("notice(m::f())")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Unknown function: 'm::f'")
	assert.Equal(t, []string{"one", "1", "two, edited", "22"}, *notices)
}

// BenchmarkEnvironmentInclude opens an environment of 70 modules and
// includes one class: only that module's file is read, so the cost does
// not grow with the number of modules.
func BenchmarkEnvironmentInclude(b *testing.B) {
	dir := b.TempDir()
	for i := 0; i < 70; i++ {
		m := filepath.Join(dir, "mod"+strconv.Itoa(i))
		require.NoError(b, os.MkdirAll(filepath.Join(m, "manifests"), 0o755))
		require.NoError(b, os.WriteFile(filepath.Join(m, "metadata.json"), []byte(`{"name":"x-mod","version":"1.0.0"}`), 0o644))
		require.NoError(b, os.WriteFile(filepath.Join(m, "manifests", "init.pp"), []byte("class mod"+strconv.Itoa(i)+"($x = 1) { file { \"/tmp/f${x}\": } }\n"), 0o644))
	}
	prog, err := syntax.Parse(syntax.NewSource("in.pp", "include mod35"))
	require.NoError(b, err)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		environment, err := env.New("", "", []string{dir}, "")
		require.NoError(b, err)
		ev := eval.New(eval.Options{Environment: environment})
		_, err = ev.Evaluate(context.Background(), prog)
		require.NoError(b, err)
	}
}
