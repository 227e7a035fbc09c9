package repl

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefaultHistoryFile(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	tests := []struct {
		name     string
		env, xdg string
		envSet   bool
		want     string
	}{
		{"XDG state directory", "", "/xdg/state", false, "/xdg/state/prepl/history"},
		{"default state directory", "", "", false, filepath.Join(home, ".local", "state", "prepl", "history")},
		{"a relative XDG_STATE_HOME is ignored", "", "relative", false, filepath.Join(home, ".local", "state", "prepl", "history")},
		{"the environment variable wins", "/elsewhere/h", "/xdg/state", true, "/elsewhere/h"},
		{"set and empty: no file", "", "/xdg/state", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("XDG_STATE_HOME", tt.xdg)
			if tt.envSet {
				t.Setenv(HistoryEnv, tt.env)
			} else {
				t.Setenv(HistoryEnv, "")
				os.Unsetenv(HistoryEnv)
			}
			assert.Equal(t, tt.want, DefaultHistoryFile())
		})
	}
}

func TestPrepareHistoryFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "history")
	require.NoError(t, prepareHistoryFile(path))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "only the owner reads the history")
	require.NoError(t, os.WriteFile(path, []byte("kept\n"), 0o600))
	require.NoError(t, prepareHistoryFile(path))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "kept\n", string(data), "an existing history is kept")
}

func TestHistoryEntryEncoding(t *testing.T) {
	for _, entry := range []string{"1 + 1", "if true {\n  1\n}", "\n\n"} {
		line := encodeEntry(entry)
		assert.NotContains(t, line, "\n")
		assert.Equal(t, entry, decodeEntry(line))
	}
	assert.Equal(t, "if true {␤  1␤}", encodeEntry("if true {\n  1\n}"))
}
