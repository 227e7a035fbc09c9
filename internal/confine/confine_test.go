package confine

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWithin: paths are judged where they really are, symlinks resolved,
// including a missing file in a directory reached through a symlink.
func TestWithin(t *testing.T) {
	root := t.TempDir()
	shared := filepath.Join(root, "shared")
	home := filepath.Join(root, "home")
	require.NoError(t, os.MkdirAll(filepath.Join(shared, "data"), 0o755))
	require.NoError(t, os.MkdirAll(home, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "secret"), nil, 0o644))
	require.NoError(t, os.Symlink(shared, filepath.Join(home, "env")))
	require.NoError(t, os.Symlink(filepath.Join(root, "secret"), filepath.Join(shared, "data", "escape")))
	for _, tc := range []struct {
		name, dir, path string
		within          bool
	}{
		{"a missing file through the symlink", filepath.Join(home, "env", "data"), filepath.Join(home, "env", "data", "nodes", "vm.yaml"), true},
		{"a missing file, the real directory", filepath.Join(shared, "data"), filepath.Join(home, "env", "data", "vm.yaml"), true},
		{"the symlink's directory does not hold its target", home, filepath.Join(home, "env", "data"), false},
		{"a symlink out of the directory", filepath.Join(shared, "data"), filepath.Join(shared, "data", "escape"), false},
		{"a missing file beside the directory", filepath.Join(home, "env", "data"), filepath.Join(shared, "other", "x"), false},
		{"dot-dot out of the directory", filepath.Join(shared, "data"), filepath.Join(shared, "data", "..", "x"), false},
	} {
		assert.Equal(t, tc.within, Within(tc.dir, tc.path), tc.name)
	}
}
