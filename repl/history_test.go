package repl

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
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

// writeHistory writes a history file of n old-format entries with mode.
func writeHistory(t *testing.T, path string, n int, mode os.FileMode) {
	t.Helper()
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, "old %d␤line\n", i)
	}
	require.NoError(t, os.WriteFile(path, []byte(sb.String()), mode))
	require.NoError(t, os.Chmod(path, mode))
}

func TestHistoryFileIsPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	path := filepath.Join(dir, "history")
	h, entries, err := openHistoryFile(path)
	require.NoError(t, err)
	assert.Empty(t, entries)
	require.NoError(t, h.add("$password = 'secret'"))
	for _, p := range []string{path, dir} {
		info, err := os.Stat(p)
		require.NoError(t, err)
		assert.Zero(t, info.Mode().Perm()&0o077, "%s is its owner's only", p)
	}

	// a world-readable file over the limit, as an older prepl left it, is
	// trimmed and converted through a private file and made private
	writeHistory(t, path, historyLimit+500, 0o644)
	_, entries, err = openHistoryFile(path)
	require.NoError(t, err)
	require.Len(t, entries, historyLimit)
	assert.Equal(t, "old 500\nline", entries[0])
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), historyHeader+"\nold 500\\nline\n"), "rewritten in the current format")
	left, err := filepath.Glob(filepath.Join(dir, ".history-*"))
	require.NoError(t, err)
	assert.Empty(t, left, "no temporary file is left")
}

// TestHistoryFileSharedBySessions: sessions sharing a file lose nothing,
// even when one of them trims it while the other goes on appending.
func TestHistoryFileSharedBySessions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	first, _, err := openHistoryFile(path)
	require.NoError(t, err)
	require.NoError(t, first.add("first 1"))
	// the file grows past the limit, and a second session trims it
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	for i := 0; i < historyLimit; i++ {
		fmt.Fprintf(f, "filler %d\n", i)
	}
	require.NoError(t, f.Close())
	second, entries, err := openHistoryFile(path)
	require.NoError(t, err)
	require.Len(t, entries, historyLimit)
	require.NoError(t, first.add("first 2"))
	require.NoError(t, second.add("second 1"))

	_, entries, err = openHistoryFile(path)
	require.NoError(t, err)
	assert.Equal(t, []string{"filler 1999", "first 2", "second 1"}, entries[len(entries)-3:])

	// concurrent sessions interleave whole entries
	var wg sync.WaitGroup
	for s := 0; s < 4; s++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h, _, err := openHistoryFile(path)
			if !assert.NoError(t, err) {
				return
			}
			for i := 0; i < 100; i++ {
				assert.NoError(t, h.add(fmt.Sprintf("session %d entry %d\nline two", s, i)))
			}
		}()
	}
	wg.Wait()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	got, current := parseHistory(string(data))
	assert.True(t, current)
	seen := map[string]bool{}
	for _, e := range got {
		seen[e] = true
	}
	for s := 0; s < 4; s++ {
		for i := 0; i < 100; i++ {
			assert.True(t, seen[fmt.Sprintf("session %d entry %d\nline two", s, i)], "session %d entry %d", s, i)
		}
	}
}

func TestHistoryEntriesComeBackExactly(t *testing.T) {
	entries := []string{"1 + 1", "if true {\n  1\n}", "'a␤b'", "\"\\n is not a break\"", "x\r\ny", "\\", "trailing\\"}
	path := filepath.Join(t.TempDir(), "history")
	h, _, err := openHistoryFile(path)
	require.NoError(t, err)
	for _, e := range entries {
		require.NoError(t, h.add(e))
	}
	_, got, err := openHistoryFile(path)
	require.NoError(t, err)
	assert.Equal(t, entries, got)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, len(entries)+1, strings.Count(string(data), "\n"), "one line per entry, after the header")
}

func TestHistoryOldFormatIsRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "history")
	require.NoError(t, os.WriteFile(path, []byte("$answer = 42\nif true {␤  'multi'␤}\n"), 0o600))
	_, got, err := openHistoryFile(path)
	require.NoError(t, err)
	assert.Equal(t, []string{"$answer = 42", "if true {\n  'multi'\n}"}, got)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, historyHeader+"\n$answer = 42\nif true {\\n  'multi'\\n}\n", string(data))
}

func FuzzHistoryEntry(f *testing.F) {
	f.Add("if true {\n  1\n}")
	f.Add("\\n␤\r")
	f.Fuzz(func(t *testing.T, entry string) {
		line := escapeHistoryEntry(entry)
		assert.NotContains(t, line, "\n")
		assert.Equal(t, entry, unescapeHistoryEntry(line))
	})
}
