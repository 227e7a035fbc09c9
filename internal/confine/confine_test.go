package confine

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"

	"prepl/internal/testenv"
)

// TestWithin: paths are judged where they really are, symlinks resolved,
// including a missing file in a directory reached through a symlink.
func TestWithin(t *testing.T) {
	root := t.TempDir()
	shared := filepath.Join(root, "shared")
	home := filepath.Join(root, "home")
	testenv.WriteFiles(t, root, map[string]string{"shared/data/": "", "home/": "", "secret": ""})
	testenv.Symlinks(t, root, map[string]string{"home/env": "shared", "shared/data/escape": "secret"})
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
