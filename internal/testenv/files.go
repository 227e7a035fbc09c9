// Package testenv holds the set-ups the tests of several packages share:
// a tree of files written for a test, and the processes a test started
// and must not leave behind.
package testenv

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// WriteFiles writes files (path relative to dir => content) under dir,
// making the directories they need: a test's environment, modules or
// data in a few lines. A path ending in "/" is an empty directory.
func WriteFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if strings.HasSuffix(name, "/") {
			require.NoError(t, os.MkdirAll(p, 0o755))
			continue
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	}
}

// Symlinks makes symbolic links under dir (link => target, both relative
// to dir; the link holds the target's absolute path), making the
// directories the links need: the trees through which tests check that a
// path is judged where it really is.
func Symlinks(t testing.TB, dir string, links map[string]string) {
	t.Helper()
	for link, target := range links {
		p := filepath.Join(dir, link)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.Symlink(filepath.Join(dir, target), p))
	}
}
