//go:build unix

package notebooks

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
	"prepl/kernel/jupytertest"
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

// newJupyter builds the kernel, installs its kernelspec under a temporary
// prefix and returns the environment that uses it. It skips the test when
// no Python with the Jupyter client modules is installed, and under
// -short (see jupytertest.Python).
func newJupyter(t *testing.T) *jupyter {
	t.Helper()
	py := jupytertest.Python(t, "nbclient", "nbformat")
	kernel := testenv.Build(t, "prepl/cmd/jupyter-kernel")
	prefix := filepath.Join(t.TempDir(), "prefix")
	out, err := exec.Command(kernel, "install", "--prefix", prefix, "--name", "puppet").CombinedOutput()
	require.NoError(t, err, "installing the kernelspec: %s", out)
	env := jupytertest.Env(t, filepath.Join(prefix, "share", "jupyter"))
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
