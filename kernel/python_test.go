package kernel

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// TestJupyterClient drives the kernel with jupyter_client, the reference
// client, through its own connection file.
func TestJupyterClient(t *testing.T) {
	py := jupytertest.Python(t)
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

// installFakeKernel installs a kernelspec "prepl-fake" that launches this
// test binary as a kernel serving the fake session; it returns the
// environment that makes Jupyter find it.
func installFakeKernel(t *testing.T) []string {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	prefix := t.TempDir()
	dir, err := Install(InstallOptions{Prefix: prefix, Name: "prepl-fake", Executable: exe})
	require.NoError(t, err)
	specFile := filepath.Join(dir, "kernel.json")
	data, err := os.ReadFile(specFile)
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(data, &spec))
	spec["env"] = map[string]string{fakeKernelEnv: "1"}
	data, err = json.Marshal(spec)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(specFile, data, 0o644))
	return jupytertest.Env(t, filepath.Join(prefix, "share", "jupyter"))
}

// TestJupyterKernelTestSuite runs jupyter_kernel_test against a kernel
// launched through its kernelspec, as Jupyter launches kernels.
func TestJupyterKernelTestSuite(t *testing.T) {
	py := jupytertest.Python(t, "jupyter_kernel_test")
	cmd := exec.Command(py, "-m", "unittest", "-v", "fake_kernel_test")
	cmd.Dir = "testdata"
	cmd.Env = installFakeKernel(t)
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	require.NoError(t, err)
	// test_clear_output needs a way for a cell to clear its output, which
	// the language does not have; every other test runs.
	require.Contains(t, string(out), "OK (skipped=1)")
	require.Regexp(t, `test_clear_output \S+ \.\.\. skipped`, string(out))
}

// TestNotebookThroughKernelSpec executes a notebook with nbconvert, which
// starts the kernel from its kernelspec.
func TestNotebookThroughKernelSpec(t *testing.T) {
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	env := installFakeKernel(t)
	cells, out, err := jupytertest.ExecuteNotebook(t, py, env, "prepl-fake", []string{"log hi\n6 * 7", "show"})
	require.NoError(t, err, out)
	require.Len(t, cells, 2)
	require.Len(t, cells[0].Outputs, 2, out)
	assert.Equal(t, "stream", cells[0].Outputs[0].OutputType)
	assert.Equal(t, "Notice: hi\n", jupytertest.Text(cells[0].Outputs[0].Text))
	assert.Equal(t, "execute_result", cells[0].Outputs[1].OutputType)
	assert.Equal(t, "6 * 7", jupytertest.Text(cells[0].Outputs[1].Data["text/plain"]))
	assert.Equal(t, 1, *cells[0].ExecutionCount)
	require.Len(t, cells[1].Outputs, 1)
	assert.Equal(t, "display_data", cells[1].Outputs[0].OutputType)
	assert.Contains(t, cells[1].Outputs[0].Data, "image/svg+xml")

	_, out, err = jupytertest.ExecuteNotebook(t, py, env, "prepl-fake", []string{"fail", "never"})
	require.Error(t, err, "a failing cell fails nbconvert")
	assert.Contains(t, out, "EvaluationError")
}
