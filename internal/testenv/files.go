// Package testenv holds the set-ups the tests of several packages share:
// a tree of files written for a test, and the processes a test started
// and must not leave behind.
package testenv

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// WriteFiles writes files (path relative to dir => content) under dir,
// making the directories they need: a test's environment, modules or
// data in a few lines.
func WriteFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	}
}
