// Package jupytertest helps tests drive a kernel with the real Jupyter
// tools (jupyter_client, nbconvert, jupyter_kernel_test): it finds them,
// gives them an isolated environment, and executes notebooks.
package jupytertest

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Python returns a Python interpreter that can import every module named,
// or skips the test (always under -short, which keeps to fast tests). Debian's python3-jupyter-* packages live in
// /usr/bin/python3, which another python3 first on PATH may not see.
func Python(t testing.TB, modules ...string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("drives the kernel with Jupyter's own tools, which -short leaves out")
	}
	imports := "import jupyter_client"
	for _, m := range modules {
		imports += ", " + m
	}
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if path, err := exec.LookPath(py); err == nil {
			if exec.Command(path, "-c", imports).Run() == nil {
				return path
			}
		}
	}
	t.Skipf("no python3 that can %q (scripts/test.sh installs Debian's jupyter-client, python3-nbclient, jupyter-nbconvert and python3-jupyter-kernel-test)", imports)
	return ""
}

// Env is the environment for Jupyter tools that find kernelspecs under
// dataDir (a directory holding kernels/) and no others, and keep their
// data, runtime and configuration files in temporary directories.
func Env(t testing.TB, dataDir string) []string {
	return append(os.Environ(), "JUPYTER_PATH="+dataDir, "JUPYTER_DATA_DIR="+t.TempDir(), "JUPYTER_RUNTIME_DIR="+t.TempDir(),
		"JUPYTER_CONFIG_DIR="+t.TempDir(), "JUPYTER_PLATFORM_DIRS=1")
}

// Output is one output of an executed notebook cell, as nbformat stores it.
type Output struct {
	OutputType string         `json:"output_type"`
	Name       string         `json:"name"`
	Text       any            `json:"text"`
	Data       map[string]any `json:"data"`
	EName      string         `json:"ename"`
	EValue     string         `json:"evalue"`
	Traceback  []string       `json:"traceback"`
	Metadata   map[string]any `json:"metadata"`
}

// Cell is an executed code cell.
type Cell struct {
	Source         any      `json:"source"`
	ExecutionCount *int     `json:"execution_count"`
	Outputs        []Output `json:"outputs"`
}

// ExecuteNotebook writes a notebook of code cells for kernel, runs
// `jupyter nbconvert --to notebook --execute` on it (through py, so the
// jupyter command of the interpreter that has the modules) in env, and
// returns the executed cells, with the command's output.
func ExecuteNotebook(t testing.TB, py string, env []string, kernel string, cells []string, extraArgs ...string) ([]Cell, string, error) {
	t.Helper()
	dir := t.TempDir()
	nbCells := make([]map[string]any, len(cells))
	for i, src := range cells {
		nbCells[i] = map[string]any{"cell_type": "code", "id": fmt.Sprintf("cell-%d", i), "execution_count": nil,
			"metadata": map[string]any{}, "outputs": []any{}, "source": src}
	}
	nb := map[string]any{
		"nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{
			"kernelspec":    map[string]any{"name": kernel, "display_name": kernel, "language": "puppet"},
			"language_info": map[string]any{"name": "puppet"},
		},
		"cells": nbCells,
	}
	data, err := json.Marshal(nb)
	if err != nil {
		return nil, "", err
	}
	in := filepath.Join(dir, "in.ipynb")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		return nil, "", err
	}
	args := append([]string{"-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--output", "out.ipynb",
		"--ExecutePreprocessor.timeout=60", in}, extraArgs...)
	cmd := exec.Command(py, args...)
	cmd.Env = env
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, string(out), err
	}
	data, err = os.ReadFile(filepath.Join(dir, "out.ipynb"))
	if err != nil {
		return nil, string(out), err
	}
	var executed struct {
		Cells []Cell `json:"cells"`
	}
	err = json.Unmarshal(data, &executed)
	return executed.Cells, string(out), err
}

// Text joins an nbformat multi-line string (a string or a list of lines).
func Text(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		s := ""
		for _, l := range x {
			if ls, ok := l.(string); ok {
				s += ls
			}
		}
		return s
	}
	return ""
}
