package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// TestKernelMemoryLimit runs cells that would exhaust the machine's
// memory in the real kernel limited to 64 MiB, by its kernelspec
// (`install --max-memory`) or by the environment: each fails with the
// error that names the limit, and the cells after them see the state.
func TestKernelMemoryLimit(t *testing.T) {
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	for name, env := range map[string]func(t *testing.T) []string{
		"install --max-memory": func(t *testing.T) []string { return installKernel(t, "--max-memory", "64M") },
		"PREPL_MAX_MEMORY":     func(t *testing.T) []string { return append(installKernel(t), "PREPL_MAX_MEMORY=64M") },
	} {
		t.Run(name, func(t *testing.T) {
			cells, out, err := jupytertest.ExecuteNotebook(t, py, env(t), "puppet", []string{
				"$kept = 'still here'",
				`Integer[1, 40].reduce('x') |$m, $i| { "${m}${m}" }`,
				"Integer[1, 100000000].map |$x| { $x }.length",
				"$big = Integer[1, 40].reduce([1]) |$m, $i| { [$m, $m] } notice($big)",
				"$kept",
			}, "--allow-errors")
			require.NoError(t, err, out)
			require.Len(t, cells, 5)
			for i := 1; i <= 3; i++ {
				require.NotEmpty(t, cells[i].Outputs, "cell %d", i)
				assert.Equal(t, "error", cells[i].Outputs[0].OutputType, "cell %d", i)
				assert.Contains(t, cells[i].Outputs[0].EValue, "Memory limit exceeded", "cell %d", i)
				assert.Contains(t, cells[i].Outputs[0].EValue, "the limit of 64 MiB", "cell %d", i)
			}
			require.Len(t, cells[4].Outputs, 1)
			assert.Equal(t, "'still here'", jupytertest.Text(cells[4].Outputs[0].Data["text/plain"]))
		})
	}
}
