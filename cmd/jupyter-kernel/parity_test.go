package main

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// TestIPykernelParity drives the kernel with jupyter_client through the
// behaviours in which ipykernel is the model (testdata/parity.py):
// aborting the queued requests after a failure with stop_on_error (1
// failing and 20 queued: 20 aborted, then a normal reply), one execution
// number per stored request with execute_input, execute_result and
// execute_reply agreeing, inspection inside a call; and this kernel's own
// `.length`, NAME??, unknown NAME?, interrupt message, table alignment
// and catalog picture. The same script runs against ipykernel itself
// where Debian's python3-ipykernel is installed, which shows that the
// expectations are ipykernel's behaviour.
func TestIPykernelParity(t *testing.T) {
	py := jupytertest.Python(t)
	env := installKernel(t)
	run := func(t *testing.T, env []string, args ...string) {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, py, append([]string{"parity.py"}, args...)...)
		cmd.Dir = "testdata"
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		t.Logf("%s", out)
		require.NoError(t, err)
	}
	t.Run("puppet", func(t *testing.T) {
		if _, err := exec.LookPath("dot"); err != nil {
			t.Skip("Graphviz's dot is not installed (scripts/test.sh installs it)")
		}
		run(t, env, "puppet")
	})
	t.Run("puppet without Graphviz", func(t *testing.T) {
		run(t, append(env, "PATH="+t.TempDir()), "puppet", "--no-graphviz")
	})
	t.Run("ipykernel", func(t *testing.T) {
		if exec.Command(py, "-c", "import ipykernel").Run() != nil {
			t.Skip("ipykernel is not installed (Debian's python3-ipykernel)")
		}
		run(t, env, "python3")
	})
}
