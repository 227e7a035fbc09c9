package kernel

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

func TestInstallWritesKernelSpec(t *testing.T) {
	prefix := t.TempDir()
	dir, err := Install(InstallOptions{Prefix: prefix, Executable: "/opt/bin/jupyter-kernel"})
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(prefix, "share", "jupyter", "kernels", "puppet"), dir)
	data, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(data, &spec))
	assert.Equal(t, map[string]any{
		"argv":           []any{"/opt/bin/jupyter-kernel", "-f", "{connection_file}"},
		"display_name":   "Puppet",
		"language":       "puppet",
		"interrupt_mode": "message",
		"metadata":       map[string]any{"debugger": true},
	}, spec)
	for _, size := range []int{32, 64} {
		f, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)))
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(f))
		require.NoError(t, err)
		assert.Equal(t, size, img.Bounds().Dx())
		assert.Equal(t, size, img.Bounds().Dy())
	}
}

func TestInstallOptions(t *testing.T) {
	dir, err := Install(InstallOptions{Prefix: t.TempDir(), Name: "pp-7", DisplayName: "Puppet 7", InterruptMode: "signal", Executable: "k"})
	require.NoError(t, err)
	assert.Equal(t, "pp-7", filepath.Base(dir))
	data, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	require.NoError(t, err)
	var spec kernelSpec
	require.NoError(t, json.Unmarshal(data, &spec))
	assert.Equal(t, "Puppet 7", spec.DisplayName)
	assert.Equal(t, "signal", spec.InterruptMode)
	assert.True(t, filepath.IsAbs(spec.Argv[0]), "the binary path is absolute")

	for _, bad := range []InstallOptions{
		{Prefix: t.TempDir(), Name: "no spaces"},
		{Prefix: t.TempDir(), InterruptMode: "poke"},
		{Prefix: t.TempDir(), User: true},
	} {
		_, err := Install(bad)
		assert.Error(t, err, "%+v", bad)
	}
}

func TestUserKernelsDir(t *testing.T) {
	t.Setenv("JUPYTER_DATA_DIR", "/data/jupyter")
	dir, err := KernelsDir(InstallOptions{User: true})
	require.NoError(t, err)
	assert.Equal(t, "/data/jupyter/kernels", dir)
	t.Setenv("VIRTUAL_ENV", "/venv")
	dir, err = KernelsDir(InstallOptions{SysPrefix: true})
	require.NoError(t, err)
	assert.Equal(t, "/venv/share/jupyter/kernels", dir)
}

// TestJupyterFindsKernelSpec asks Jupyter itself whether it finds the
// installed kernelspec.
func TestJupyterFindsKernelSpec(t *testing.T) {
	py := jupytertest.Python(t)
	prefix := t.TempDir()
	dir, err := Install(InstallOptions{Prefix: prefix, Name: "puppet-test"})
	require.NoError(t, err)
	cmd := exec.Command(py, "-m", "jupyter", "kernelspec", "list", "--json")
	cmd.Env = jupytertest.Env(t, filepath.Join(prefix, "share", "jupyter"))
	out, err := cmd.Output()
	require.NoError(t, err)
	var list struct {
		Kernelspecs map[string]struct {
			ResourceDir string `json:"resource_dir"`
			Spec        struct {
				DisplayName string `json:"display_name"`
				Language    string `json:"language"`
			} `json:"spec"`
		} `json:"kernelspecs"`
	}
	require.NoError(t, json.Unmarshal(out, &list))
	ks, ok := list.Kernelspecs["puppet-test"]
	require.True(t, ok, "jupyter kernelspec list: %s", out)
	assert.Equal(t, dir, ks.ResourceDir)
	assert.Equal(t, "Puppet", ks.Spec.DisplayName)
	assert.Equal(t, "puppet", ks.Spec.Language)
}
