package main

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHieraConfigFlag: --hiera-config gives lookup() a global layer, and
// :lookup explains it.
func TestHieraConfigFlag(t *testing.T) {
	global, err := filepath.Abs(filepath.Join("..", "..", "lang", "hiera", "testdata", "controlrepo", "global", "hiera.yaml"))
	require.NoError(t, err)
	res := runPrepl(t, t.TempDir(), "", "--hiera-config", global, "-e", "notice(lookup('global_only'))")
	assert.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: from the global layer\n", res.stdout)

	res = runPrepl(t, t.TempDir(), ":lookup ports --explain\n", "--hiera-config", global, "--no-banner")
	assert.Contains(t, res.stdout, `Hierarchy entry "Global common"`)
	assert.Contains(t, res.stdout, "Merge strategy hash (from lookup_options)")

	res = runPrepl(t, t.TempDir(), "", "-e", "notice(lookup('global_only'))")
	assert.Equal(t, 1, res.code)
	assert.Contains(t, res.stderr, "did not find a value for the name 'global_only'")
}
