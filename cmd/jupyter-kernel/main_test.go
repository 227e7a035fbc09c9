package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
	"prepl/kernel/jupytertest"
)

// binary is the kernel built once for the tests that run it.
var binary string

func TestMain(m *testing.M) {
	os.Exit(testenv.MainWithBinary(m, "jupyter-kernel", &binary))
}

// installKernel installs the built kernel into a temporary prefix with
// the given install flags and returns the environment that makes Jupyter
// find it.
func installKernel(t *testing.T, flags ...string) []string {
	t.Helper()
	prefix := t.TempDir()
	out, err := exec.Command(binary, append([]string{"install", "--prefix", prefix}, flags...)...).CombinedOutput()
	require.NoError(t, err, "%s", out)
	return jupytertest.Env(t, filepath.Join(prefix, "share", "jupyter"))
}

func TestHelpAndVersion(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"--help"}, 0, "jupyter-kernel -f CONNECTION_FILE"},
		{[]string{"install", "--help"}, 0, "--display-name TEXT"},
		{[]string{"--version"}, 0, "jupyter-kernel"},
		{nil, 2, "Usage:"},
		{[]string{"-f"}, 2, "flag needs an argument"},
		{[]string{"install", "--bogus"}, 2, "flag provided but not defined"},
		{[]string{"install", "--user", "--sys-prefix"}, 1, "choose one of"},
		{[]string{"-f", "/nonexistent/kernel.json"}, 1, "no such file"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			assert.Equal(t, tc.status, run(tc.args, &stdout, &stderr))
			assert.Contains(t, stdout.String()+stderr.String(), tc.want)
		})
	}
}

func TestInstallCommand(t *testing.T) {
	prefix := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"install", "--prefix", prefix, "--name", "pp", "--display-name", "Puppet (test)"}, &stdout, &stderr)
	require.Equal(t, 0, status, stderr.String())
	dir := filepath.Join(prefix, "share", "jupyter", "kernels", "pp")
	assert.Contains(t, stdout.String(), dir)
	data, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(data, &spec))
	assert.Equal(t, "Puppet (test)", spec["display_name"])
	assert.Equal(t, []any{"-f", "{connection_file}"}, spec["argv"].([]any)[1:])
	for _, logo := range []string{"logo-32x32.png", "logo-64x64.png"} {
		assert.FileExists(t, filepath.Join(dir, logo))
	}
}

func TestInstallSafe(t *testing.T) {
	prefix := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"install", "--prefix", prefix, "--safe", "--timeout", "30s", "--max-memory", "1G", "--trust-ruby", "course:/srv/shared"}, &stdout, &stderr)
	require.Equal(t, 0, status, stderr.String())
	data, err := os.ReadFile(filepath.Join(prefix, "share", "jupyter", "kernels", "puppet-safe", "kernel.json"))
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(data, &spec))
	assert.Equal(t, "Puppet (safe)", spec["display_name"])
	course, err := filepath.Abs("course")
	require.NoError(t, err)
	assert.Equal(t, []any{"-f", "{connection_file}", "--safe", "--timeout", "30s", "--max-memory", "1G", "--trust-ruby", course, "--trust-ruby", "/srv/shared"}, spec["argv"].([]any)[1:])

	stderr.Reset()
	assert.Equal(t, 2, run([]string{"install", "--prefix", prefix, "--timeout", "soon"}, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "--timeout")
}

// TestSafeKernel runs cells through the safe kernelspec: programs and
// files outside the working directory are refused, a long cell is
// stopped, and the kernel goes on.
func TestSafeKernel(t *testing.T) {
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	env := installKernel(t, "--safe", "--timeout", "1s")
	cells, out, err := jupytertest.ExecuteNotebook(t, py, env, "puppet-safe", []string{
		"generate('/bin/echo', 'hi')",
		"file('/etc/hostname')",
		"Integer[1, 100000000000].each |$i| { }",
		"1 + 1",
	}, "--allow-errors")
	require.NoError(t, err, out)
	require.Len(t, cells, 4)
	for i, want := range []string{
		"generate() runs programs, which safe mode does not allow",
		"Reading /etc/hostname is not allowed in safe mode",
		"Evaluation timed out after 1s",
	} {
		require.NotEmpty(t, cells[i].Outputs, "cell %d", i)
		assert.Equal(t, "error", cells[i].Outputs[0].OutputType, "cell %d", i)
		assert.Contains(t, cells[i].Outputs[0].EValue, want)
	}
	require.Len(t, cells[3].Outputs, 1)
	assert.Equal(t, "2", jupytertest.Text(cells[3].Outputs[0].Data["text/plain"]))
}

// TestRealClient drives the real binary with jupyter_client through its
// installed kernelspec: kernel_info, state across cells, streams, rich
// results, errors and stop_on_error, completion, inspection, is_complete,
// history, commands, interrupting an endless loop, a forged message,
// restart and shutdown.
func TestRealClient(t *testing.T) {
	py := jupytertest.Python(t)
	for _, mode := range []string{"message", "signal"} {
		t.Run("interrupt_mode="+mode, func(t *testing.T) {
			cmd := exec.Command(py, "testdata/client_check.py", "puppet")
			cmd.Env = installKernel(t, "--interrupt-mode", mode)
			out, err := cmd.CombinedOutput()
			t.Logf("%s", out)
			require.NoError(t, err)
		})
	}
}

// TestKernelTestSuite runs jupyter_kernel_test with Puppet samples.
func TestKernelTestSuite(t *testing.T) {
	py := jupytertest.Python(t, "jupyter_kernel_test")
	cmd := exec.Command(py, "-m", "unittest", "-v", "kernel_test_suite")
	cmd.Dir = "testdata"
	cmd.Env = append(installKernel(t), "PREPL_KERNEL=puppet")
	if _, err := exec.LookPath("dot"); err == nil {
		cmd.Env = append(cmd.Env, "PREPL_GRAPHVIZ=1")
	} else {
		t.Log("Graphviz's dot is not installed: the catalog picture is not tested here")
	}
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	require.NoError(t, err)
	// test_clear_output needs a way for a cell to clear its output, which
	// Puppet does not have; every other test runs.
	require.Contains(t, string(out), "OK (skipped=1)")
	require.Regexp(t, `test_clear_output \S+ \.\.\. skipped`, string(out))
}

// TestNotebook executes a notebook with `jupyter nbconvert --execute`
// through the installed kernelspec.
func TestNotebook(t *testing.T) {
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	env := installKernel(t)
	cells, out, err := jupytertest.ExecuteNotebook(t, py, env, "puppet", []string{
		"$greeting = 'hello'\nnotice(\"${greeting}, notebook\")",
		"[1, 2, 3].map |$n| { $n * 10 }",
		":vars",
	})
	require.NoError(t, err, out)
	require.Len(t, cells, 3)
	require.Len(t, cells[0].Outputs, 1, out)
	assert.Equal(t, "stream", cells[0].Outputs[0].OutputType)
	assert.Equal(t, "Notice: hello, notebook\n", jupytertest.Text(cells[0].Outputs[0].Text))
	require.Len(t, cells[1].Outputs, 1)
	assert.Equal(t, "execute_result", cells[1].Outputs[0].OutputType)
	assert.Equal(t, "[10, 20, 30]", jupytertest.Text(cells[1].Outputs[0].Data["text/plain"]))
	assert.Equal(t, 2, *cells[1].ExecutionCount)
	require.NotEmpty(t, cells[2].Outputs)
	assert.Equal(t, "display_data", cells[2].Outputs[0].OutputType)
	assert.Contains(t, jupytertest.Text(cells[2].Outputs[0].Data["text/plain"]), "greeting")

	_, out, err = jupytertest.ExecuteNotebook(t, py, env, "puppet", []string{"fail('in a notebook')", "notice('never')"})
	require.Error(t, err, "a failing cell fails the notebook")
	assert.Contains(t, out, "in a notebook")
}

// TestCatalogPicture executes a notebook that declares resources and draws
// their graph with `:catalog dot`: the cell shows an SVG picture.
func TestCatalogPicture(t *testing.T) {
	if _, err := exec.LookPath("dot"); err != nil {
		t.Skip("Graphviz's dot is not installed (scripts/test.sh installs it)")
	}
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	cells, out, err := jupytertest.ExecuteNotebook(t, py, installKernel(t), "puppet", []string{
		"file { '/tmp/a': ensure => file }\nfile { '/tmp/b': ensure => file, require => File['/tmp/a'] }",
		":catalog dot",
		":catalog",
	})
	require.NoError(t, err, out)
	require.Len(t, cells, 3)
	require.Len(t, cells[1].Outputs, 1, out)
	pic := cells[1].Outputs[0]
	assert.Equal(t, "display_data", pic.OutputType)
	assert.Contains(t, jupytertest.Text(pic.Data["image/svg+xml"]), "<svg")
	assert.Contains(t, jupytertest.Text(pic.Data["text/plain"]), "digraph")
	require.NotEmpty(t, cells[2].Outputs)
	assert.Contains(t, jupytertest.Text(cells[2].Outputs[0].Data["text/html"]), "<table")
	assert.Contains(t, jupytertest.Text(cells[2].Outputs[0].Data["text/plain"]), "/tmp/b")
}

// TestHostilePeers sends every hostile ZMTP stream to each port of the
// real kernel over raw TCP; the kernel lives on and answers 1 + 1.
func TestHostilePeers(t *testing.T) {
	py := jupytertest.Python(t)
	dir := t.TempDir()
	for _, peer := range []string{"DEALER", "SUB", "REQ"} {
		require.NoError(t, os.Mkdir(filepath.Join(dir, peer), 0o755))
		for name, stream := range jupytertest.HostileZMTP(peer) {
			require.NoError(t, os.WriteFile(filepath.Join(dir, peer, strings.ReplaceAll(name, " ", "_")), stream, 0o644))
		}
	}
	cmd := exec.Command(py, "testdata/hostile_peers.py", "puppet", dir)
	cmd.Env = installKernel(t)
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	require.NoError(t, err)
	assert.Contains(t, string(out), "ok 1 + 1 = 2")
}

// TestLookupExplainHTML executes `:lookup --explain` in a notebook whose
// kernel has a global hiera.yaml (--hiera-config in its kernelspec): the
// explanation shows as an HTML table.
func TestLookupExplainHTML(t *testing.T) {
	py := jupytertest.Python(t, "nbclient", "nbconvert")
	env := installKernel(t)
	global, err := filepath.Abs(filepath.Join("..", "..", "lang", "hiera", "testdata", "controlrepo", "global", "hiera.yaml"))
	require.NoError(t, err)
	var dataDir string
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "JUPYTER_PATH="); ok {
			dataDir = v
		}
	}
	spec := filepath.Join(dataDir, "kernels", "puppet", "kernel.json")
	raw, err := os.ReadFile(spec)
	require.NoError(t, err)
	var ks map[string]any
	require.NoError(t, json.Unmarshal(raw, &ks))
	ks["argv"] = append(ks["argv"].([]any), "--hiera-config", global)
	raw, err = json.Marshal(ks)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(spec, raw, 0o644))

	cells, out, err := jupytertest.ExecuteNotebook(t, py, env, "puppet", []string{":lookup global_only --explain"})
	require.NoError(t, err, out)
	require.Len(t, cells, 1)
	require.Len(t, cells[0].Outputs, 1, out)
	html := jupytertest.Text(cells[0].Outputs[0].Data["text/html"])
	assert.Contains(t, html, "<table>")
	assert.Contains(t, html, "<td>Global common</td>")
	assert.Contains(t, html, "Result: <code>&#39;from the global layer&#39;</code>")
	assert.Contains(t, jupytertest.Text(cells[0].Outputs[0].Data["text/plain"]), `Hierarchy entry "Global common"`)
}

// TestInstallEnvironment: the kernelspec's argv carries the module path
// and environment, made absolute, so the kernel finds them from any
// notebook directory.
func TestInstallEnvironment(t *testing.T) {
	prefix := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"install", "--prefix", prefix, "--modulepath", "/srv/mods:/opt/mods", "--environment", "/srv/env"}, &stdout, &stderr)
	require.Equal(t, 0, status, stderr.String())
	data, err := os.ReadFile(filepath.Join(prefix, "share", "jupyter", "kernels", "puppet", "kernel.json"))
	require.NoError(t, err)
	var spec map[string]any
	require.NoError(t, json.Unmarshal(data, &spec))
	assert.Equal(t, []any{"-f", "{connection_file}", "--modulepath", "/srv/mods:/opt/mods", "--environment", "/srv/env"}, spec["argv"].([]any)[1:])
}

// TestDebuggerProtocol drives the kernel's debugger with jupyter_client as
// JupyterLab does (debugInfo, initialize, attach, dumpCell,
// setBreakpoints, configurationDone, a cell that stops, threads,
// stackTrace, scopes, variables, evaluate, next, continue,
// inspectVariables, richInspectVariables, disconnect).
func TestDebuggerProtocol(t *testing.T) {
	py := jupytertest.Python(t)
	cmd := exec.Command(py, "testdata/debug_check.py", "puppet", "puppet")
	cmd.Env = installKernel(t)
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	require.NoError(t, err)
}

// TestDebuggerProtocolCheckedAgainstIPykernel runs the same checks against
// ipykernel with debugpy (Debian's python3-ipykernel), which shows they
// ask only for what a real kernel gives real clients.
func TestDebuggerProtocolCheckedAgainstIPykernel(t *testing.T) {
	if testing.Short() {
		t.Skip("starts ipykernel")
	}
	py := jupytertest.Python(t, "ipykernel", "debugpy")
	cmd := exec.Command(py, "testdata/debug_check.py", "python3", "python")
	cmd.Env = jupytertest.Env(t, t.TempDir())
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	require.NoError(t, err)
}
