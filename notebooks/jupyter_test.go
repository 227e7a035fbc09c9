//go:build unix

package notebooks

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
)

// jupyter is a Jupyter environment that starts the Puppet kernel, built
// from this checkout, through its installed kernelspec.
type jupyter struct {
	python string   // an interpreter that can import nbclient
	kernel string   // the built kernel binary
	env    []string // makes Jupyter find the kernelspec and nothing else
}

// executeTimeout bounds the execution of one notebook.
const executeTimeout = 3 * time.Minute

// findPython returns a python3 that can import the Jupyter client
// modules, or "" when there is none. Debian's python3-nbclient lives in
// /usr/bin/python3, which another python3 first on PATH may not see.
func findPython() string {
	for _, name := range []string{"/usr/bin/python3", "python3"} {
		path, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		if exec.Command(path, "-c", "import jupyter_client, nbclient, nbformat").Run() == nil {
			return path
		}
	}
	return ""
}

// newJupyter builds the kernel, installs its kernelspec under a temporary
// prefix and returns the environment that uses it. It skips the test when
// no Python with the Jupyter client modules is installed, and under
// -short.
func newJupyter(t *testing.T) *jupyter {
	t.Helper()
	if testing.Short() {
		t.Skip("executes notebooks through the kernel, which -short leaves out")
	}
	py := findPython()
	if py == "" {
		t.Skip("the Jupyter tools are not installed: no python3 can import jupyter_client, nbclient and nbformat " +
			"(scripts/test.sh installs Debian's jupyter-client, python3-nbclient and jupyter-nbconvert)")
	}
	dir := t.TempDir()
	kernel := filepath.Join(dir, "jupyter-kernel")
	out, err := exec.Command("go", "build", "-o", kernel, "prepl/cmd/jupyter-kernel").CombinedOutput()
	require.NoError(t, err, "building the kernel: %s", out)
	prefix := filepath.Join(dir, "prefix")
	out, err = exec.Command(kernel, "install", "--prefix", prefix, "--name", "puppet").CombinedOutput()
	require.NoError(t, err, "installing the kernelspec: %s", out)
	if real, err := filepath.EvalSymlinks(kernel); err == nil {
		kernel = real
	}
	env := append(os.Environ(),
		"JUPYTER_PATH="+filepath.Join(prefix, "share", "jupyter"),
		"JUPYTER_DATA_DIR="+filepath.Join(dir, "data"),
		"JUPYTER_CONFIG_DIR="+filepath.Join(dir, "config"),
		"JUPYTER_RUNTIME_DIR="+filepath.Join(dir, "runtime"),
		"JUPYTER_PLATFORM_DIRS=1",
	)
	j := &jupyter{python: py, kernel: kernel, env: env}
	t.Cleanup(func() { j.stopKernels(t) })
	return j
}

// executeAll runs the notebooks at paths with execute.py (every cell,
// errors allowed) and returns the executed notebooks by path. One client
// process executes a share of them, one after the other, each in a kernel
// of its own as Jupyter runs a notebook; there are as many clients as
// processors, so the kernels and clients keep them busy without paying
// for a Python start per notebook. A client runs in its own process
// group, killed whole on timeout; kernels that outlive it are stopped
// when the test that made j ends.
func (j *jupyter) executeAll(t *testing.T, paths []string) map[string]*notebook {
	t.Helper()
	dir := t.TempDir()
	clients := min(runtime.NumCPU(), len(paths))
	args := make([][]string, clients)
	for i, p := range paths {
		args[i%clients] = append(args[i%clients], p, filepath.Join(dir, filepath.Base(p)))
	}
	var wg sync.WaitGroup
	logs := make([][]byte, clients)
	errs := make([]error, clients)
	for i := range args {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(len(args[i])/2)*executeTimeout)
			defer cancel()
			cmd := exec.CommandContext(ctx, j.python, append([]string{"execute.py", "--kernel", "puppet"}, args[i]...)...)
			cmd.Env = j.env
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
			cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
			logs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...), "executing the notebooks: %s", bytes.Join(logs, nil))
	executed := make(map[string]*notebook, len(paths))
	for _, p := range paths {
		executed[p] = readNotebook(t, filepath.Join(dir, filepath.Base(p)))
	}
	return executed
}

// stopKernels runs when every notebook of the environment has been
// executed: it waits a little for the kernels to exit (their clients shut
// them down) and kills those that do not, failing the test: a kernel that
// outlives its client is a leak.
func (j *jupyter) stopKernels(t *testing.T) {
	if left := testenv.KillLeftovers(5*time.Second, func() []int { return testenv.ProcessesOf(j.kernel) }); left != nil {
		t.Errorf("kernel processes %v were still running after their client exited", left)
	}
}
