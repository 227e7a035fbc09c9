//go:build unix

package notebooks

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/kernel/jupytertest"
)

// catalogFile is the notebook that draws the catalog's graph.
const catalogFile = "07-the-catalog.ipynb"

// TestCatalogNotebookToHTML converts the catalog notebook, with its
// committed outputs (TestNotebooksExecute checks they are a fresh
// execution's), to HTML with nbconvert as the README shows: the graph
// `:catalog dot` draws is in the page as inline SVG. nbconvert failed on
// the XML declaration Graphviz writes first, and Debian's nbconvert 6.5.3
// drops an image/svg+xml output even without it; the picture reaches the
// page through the output's text/html, which holds the same SVG.
func TestCatalogNotebookToHTML(t *testing.T) {
	py := jupytertest.Python(t, "nbconvert")
	dir := t.TempDir()
	cmd := exec.Command(py, "-m", "nbconvert", "--to", "html", "--output-dir", dir, catalogFile)
	cmd.Env = jupytertest.Env(t, t.TempDir())
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	data, err := os.ReadFile(filepath.Join(dir, strings.TrimSuffix(catalogFile, ".ipynb")+".html"))
	require.NoError(t, err)
	page := string(data)

	var pictures int
	for _, c := range readNotebook(t, catalogFile).codeCells() {
		for _, o := range c.Outputs {
			if svg, ok := o.Data["image/svg+xml"]; ok {
				pictures++
				assert.Equal(t, svg, o.Data["text/html"], "the picture is inline in the HTML representation")
			}
		}
	}
	require.Positive(t, pictures, "the notebook draws the graph")
	assert.Equal(t, pictures, strings.Count(page, "<svg "), "every picture is in the page")
	assert.NotContains(t, page, "<?xml version")
	assert.Contains(t, page, "<title>Package[haproxy]</title>", "the graph's nodes are in the page")
}

// TestLessonsToHTML converts every lesson's notebooks, with their
// committed outputs, to HTML with nbconvert in one run: the learner's
// pages show the checks' ✗ reports, the solutions' pages only ✓.
func TestLessonsToHTML(t *testing.T) {
	py := jupytertest.Python(t, "nbconvert")
	dir := t.TempDir()
	args := []string{"-m", "nbconvert", "--to", "html", "--output-dir", dir}
	list := lessons(t)
	for _, l := range list {
		args = append(args, l.learner, l.solutions)
	}
	cmd := exec.Command(py, args...)
	cmd.Env = jupytertest.Env(t, t.TempDir())
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	for _, l := range list {
		page := func(name string) string {
			data, err := os.ReadFile(filepath.Join(dir, strings.TrimSuffix(name, ".ipynb")+".html"))
			require.NoError(t, err)
			return string(data)
		}
		learner, solutions := page(l.learner), page(l.solutions)
		// A check report's heading: "✗ Exercise 1: 2 of 2 checks failed".
		assert.True(t, strings.Contains(learner, `class="prepl-checks"`) && strings.Contains(learner, "✗ Exercise 1:"),
			"%s: the page shows the failed checks' reports", l.learner)
		assert.True(t, strings.Contains(solutions, "✓ Exercise 1: passed"), "%s: the page shows the passed checks", l.solutions)
		assert.False(t, strings.Contains(solutions, "✗ Exercise"), "%s: no check fails in the solutions' page", l.solutions)
	}
}
