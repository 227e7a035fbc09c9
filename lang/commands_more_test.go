package lang

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runText(t *testing.T, s *Session, input string) Outcome {
	t.Helper()
	return s.Run(context.Background(), input)
}

func TestNumberedResults(t *testing.T) {
	s, _ := newTestSession(t)
	runText(t, s, "1 + 1")
	runText(t, s, ":vars")
	o := runText(t, s, "$_1 * 10")
	require.Nil(t, o.Err)
	assert.Equal(t, "20", o.Value.Text())
	o = runText(t, s, "[$_1, $_3, $_]")
	assert.Equal(t, "[2, 20, 20]", o.Value.Text(), ":vars took number 2 and has no result")
	assert.NotNil(t, runText(t, s, "$_2").Err)
	o = runText(t, s, ":vars")
	assert.Contains(t, o.Display.Text, "No variables", "numbered results are not listed")
}

func TestCommandsWithoutArguments(t *testing.T) {
	s, _ := newTestSession(t)
	runText(t, s, "$x = 1")
	for _, in := range []string{":reset now", ":vars x", ":quit later", ":history all"} {
		o := runText(t, s, in)
		require.NotNil(t, o.Err, in)
		assert.Contains(t, o.Err.Message, "takes no arguments", in)
		assert.False(t, o.Quit, in)
	}
	assert.Equal(t, "1", runText(t, s, "$x").Value.Text(), "the session was not reset")
}

func TestLogLevelCommand(t *testing.T) {
	s, logs := newTestSession(t)
	s.minLevel.Store(int32(LogNotice))
	runText(t, s, "debug('d1') notice('n1')")
	assert.Equal(t, []string{"Notice: n1"}, *logs)
	o := runText(t, s, ":loglevel debug")
	require.Nil(t, o.Err)
	runText(t, s, "debug('d2')")
	assert.Equal(t, []string{"Notice: n1", "Debug: d2"}, *logs)
	assert.Equal(t, "log level: debug", runText(t, s, ":loglevel").Display.Text)
	assert.NotNil(t, runText(t, s, ":loglevel loud").Err)
}

func TestLoadSeveralFilesAndDirectories(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "m", "sub"), 0o755))
	files := map[string]string{
		"a.pp":         "$a = 1\n",
		"m/b.pp":       "$b = $a + 1\n",
		"m/sub/c.pp":   "$c = $b + 1\n",
		"m/ignored.tx": "not puppet",
	}
	for name, text := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	s := NewSession(Options{WorkDir: dir, NodeName: "n"})
	o := runText(t, s, ":load a.pp m")
	require.Nil(t, o.Err, o.Display)
	assert.Equal(t, "3", runText(t, s, "$c").Value.Text())

	home := t.TempDir()
	t.Setenv("HOME", home)
	require.NoError(t, os.WriteFile(filepath.Join(home, "h.pp"), []byte("$h = 'home'\n"), 0o644))
	require.Nil(t, runText(t, s, ":load ~/h.pp").Err)
	assert.Equal(t, "'home'", runText(t, s, "$h").Value.Text())

	o = runText(t, s, ":load missing.pp a.pp")
	require.NotNil(t, o.Err)
	assert.Contains(t, o.Err.Message, "missing.pp")
}

func TestSaveWritesALoadableManifest(t *testing.T) {
	dir := t.TempDir()
	s := NewSession(Options{WorkDir: dir, NodeName: "n"})
	for _, in := range []string{"$x = 2", "$x * 3", "$y = $z", "function f($n) { $n + $x }", "notice(f(1))"} {
		runText(t, s, in)
	}
	require.Nil(t, runText(t, s, ":save out.pp").Err)
	data, err := os.ReadFile(filepath.Join(dir, "out.pp"))
	require.NoError(t, err)
	assert.Equal(t, "$x = 2\nfunction f($n) { $n + $x }\nnotice(f(1))\n", string(data),
		"failed inputs and plain values are left out")
	var logs []string
	fresh := NewSession(Options{WorkDir: dir, NodeName: "n", Log: func(_ LogLevel, m string) { logs = append(logs, m) }})
	require.Nil(t, runText(t, fresh, ":load out.pp").Err)
	assert.Equal(t, []string{"3"}, logs)
}
