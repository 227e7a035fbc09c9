package notebooks

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startFile is the start page: the two paths through the notebooks.
const startFile = "00-start.ipynb"

// notebookLink matches a markdown link to a notebook of this directory.
var notebookLink = regexp.MustCompile(`\]\(([^)/]+\.ipynb)\)`)

// TestStartPageLinksEveryLesson checks that every link of the start page
// leads to a notebook here, and that every lesson is linked (all
// notebooks but the start page and the solutions, which learners reach
// from their exercises' notebook or their teacher).
func TestStartPageLinksEveryLesson(t *testing.T) {
	var text strings.Builder
	for _, c := range readNotebook(t, startFile).Cells {
		if c.CellType == "markdown" {
			text.WriteString(c.source())
		}
	}
	linked := map[string]bool{}
	for _, m := range notebookLink.FindAllStringSubmatch(text.String(), -1) {
		linked[m[1]] = true
		_, err := os.Stat(m[1])
		assert.NoError(t, err, "%s links to %s", startFile, m[1])
	}
	require.NotEmpty(t, linked)
	for _, name := range notebookFiles(t) {
		if name == startFile || strings.Contains(name, "solutions") {
			continue
		}
		assert.True(t, linked[name], "%s does not link to %s: add it, with a line on what it teaches", startFile, name)
	}
}
