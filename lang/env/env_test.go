package env

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModulesFirstOnPathWins(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, d := range []string{
		filepath.Join(a, "ntp", "manifests"),
		filepath.Join(b, "ntp", "manifests"),
		filepath.Join(b, "apt"),
		filepath.Join(b, "Bad-Name"),
	} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(a, "ntp", "metadata.json"), []byte(`{"name":"acme-ntp","version":"1.2.3"}`), 0o644))
	e, err := New("", "", []string{a, filepath.Join(a, "missing"), b}, "")
	require.NoError(t, err)
	assert.Equal(t, "production", e.Name)
	var names []string
	for _, m := range e.Modules() {
		names = append(names, m.Name)
	}
	assert.Equal(t, []string{"apt", "ntp"}, names)
	ntp, ok := e.Module("ntp")
	require.True(t, ok)
	assert.Equal(t, filepath.Join(a, "ntp"), ntp.Dir)
	assert.Equal(t, "acme-ntp", ntp.FullName)
	assert.Equal(t, "1.2.3", ntp.Version)
	_, ok = e.Module("Bad-Name")
	assert.False(t, ok)
}
