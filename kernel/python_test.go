package kernel

import (
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// jupyterPython returns a Python interpreter that can import
// jupyter_client (Debian's python3-jupyter-client lives in /usr/bin's
// python3, which another python3 first on PATH may not see), or skips.
func jupyterPython(t *testing.T) string {
	t.Helper()
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if path, err := exec.LookPath(py); err == nil {
			if exec.Command(path, "-c", "import jupyter_client").Run() == nil {
				return path
			}
		}
	}
	t.Skip("no python3 with jupyter_client (scripts/test.sh installs Debian's python3-jupyter-client)")
	return ""
}

// TestJupyterClient drives the kernel with jupyter_client, the reference
// client, through its own connection file.
func TestJupyterClient(t *testing.T) {
	py := jupyterPython(t)
	tk := startKernel(t)
	cf := filepath.Join(t.TempDir(), "kernel.json")
	require.NoError(t, WriteConnectionFile(cf, tk.k.Connection()))
	out, err := exec.Command(py, "testdata/fake_client.py", cf).CombinedOutput()
	require.NoError(t, err, "%s", out)
	select {
	case res := <-tk.served:
		require.NoError(t, res.err)
		tk.served <- res
	case <-time.After(5 * time.Second):
		t.Fatal("kernel did not stop after the client's shutdown_request")
	}
}
