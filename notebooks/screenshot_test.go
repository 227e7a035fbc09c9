//go:build unix

package notebooks

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The colours of a passing and a failing check's report (lang/check),
// as the page shows them.
var (
	passRGB = [3]int{0x06, 0x7d, 0x17}
	failRGB = [3]int{0xc4, 0x16, 0x1c}
)

// TestCheckScreenshot executes a notebook with a failing and a passing
// check, converts it to HTML with nbconvert and has a headless Chromium
// take a picture of the page, as a learner reading the exported notebook
// sees it: the failing check's report is drawn in its red, above the
// passing one's green. Skipped without Chromium (Debian's chromium).
func TestCheckScreenshot(t *testing.T) {
	browser := ""
	for _, name := range []string{"chromium", "chromium-browser"} {
		if path, err := exec.LookPath(name); err == nil {
			browser = path
			break
		}
	}
	if browser == "" {
		t.Skip("no headless browser: chromium is not installed (apt-get install chromium)")
	}
	j := newJupyter(t)
	if exec.Command(j.python, "-c", "import nbconvert").Run() != nil {
		t.Skip("nbconvert is not installed (scripts/test.sh installs Debian's jupyter-nbconvert)")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "checks.ipynb")
	writeNotebook(t, src,
		"$answer = 41",
		":check Exercise 1\ncheck::variable('answer', 42, 'The answer is one more than 41.')",
		":check Exercise 2\ncheck::that('the answer is odd', $answer % 2 == 1)",
	)
	// Executed and converted with the commands the README gives: a failed
	// check is allowed by its error's name.
	j.run(t, j.python, "-m", "nbconvert", "--to", "notebook", "--execute",
		"--ExecutePreprocessor.allow_error_names=CheckFailed", "--output", "executed.ipynb", src)
	executed := readNotebook(t, filepath.Join(dir, "executed.ipynb"))
	cells := executed.codeCells()
	require.Len(t, cells, 3)
	require.Len(t, cells[1].errors(), 1, "the first check fails")
	assert.Equal(t, "CheckFailed", cells[1].errors()[0].EName)
	require.Empty(t, cells[2].errors(), "the second check passes")
	j.run(t, j.python, "-m", "nbconvert", "--to", "html", filepath.Join(dir, "executed.ipynb"))
	page := filepath.Join(dir, "executed.html")

	shot := filepath.Join(dir, "shot.png")
	args := []string{"--headless", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=" + filepath.Join(dir, "profile"),
		"--window-size=1000,1000", "--screenshot=" + shot, "file://" + page}
	if os.Getuid() == 0 {
		args = append([]string{"--no-sandbox"}, args...) // Chromium runs as root only without its sandbox
	}
	j.run(t, browser, args...)

	f, err := os.Open(shot)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	fail, pass := pixelsOf(img, failRGB), pixelsOf(img, passRGB)
	require.Greater(t, len(fail), 100, "the failing check's report is drawn in red")
	require.Greater(t, len(pass), 100, "the passing check's report is drawn in green")
	assert.Less(t, maxOf(fail), minOf(pass), "the failing check (exercise 1) is above the passing one")
}

// run runs a program in the Jupyter environment, in its own process
// group, killed whole if it runs longer than a notebook's execution may.
func (j *jupyter) run(t *testing.T, program string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), executeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, program, args...)
	cmd.Env = j.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %s: %s", program, strings.Join(args, " "), out)
}

// writeNotebook writes a notebook for the Puppet kernel with a code cell
// of each source, not executed.
func writeNotebook(t *testing.T, path string, sources ...string) {
	t.Helper()
	var cells []map[string]any
	for i, s := range sources {
		cells = append(cells, map[string]any{
			"cell_type": "code", "id": fmt.Sprintf("cell-%d", i+1), "metadata": map[string]any{},
			"source": s, "outputs": []any{}, "execution_count": nil,
		})
	}
	data, err := json.Marshal(map[string]any{
		"cells": cells, "nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{"kernelspec": map[string]any{"name": "puppet", "language": "puppet", "display_name": "Puppet"}},
	})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, data, 0o644))
}

// pixelsOf returns the rows of the pixels of img whose colour is within a
// small distance of rgb (the core of text drawn in it, not the blend at
// its edges, nor the editor's colours for code).
func pixelsOf(img image.Image, rgb [3]int) []int {
	var rows []int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			d := abs(int(r>>8)-rgb[0]) + abs(int(g>>8)-rgb[1]) + abs(int(bl>>8)-rgb[2])
			if d <= 20 {
				rows = append(rows, y)
			}
		}
	}
	return rows
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func minOf(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

func maxOf(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
