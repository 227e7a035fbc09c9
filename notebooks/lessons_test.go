package notebooks

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/notebooks/lesson"
)

// lessonFile is one lesson: its source and its two notebooks.
type lessonFile struct {
	source, learner, solutions string
}

// lessons lists the lessons of the curriculum, one per src/*.lesson, in
// course order.
func lessons(t *testing.T) []lessonFile {
	t.Helper()
	sources, err := filepath.Glob(filepath.Join("src", "*.lesson"))
	require.NoError(t, err)
	var out []lessonFile
	for _, src := range sources {
		l, s := lesson.Files(filepath.Base(src))
		out = append(out, lessonFile{source: src, learner: l, solutions: s})
	}
	return out
}

// lessonRole says which notebook of a lesson name is: "learner",
// "solutions" or "" (not a lesson's).
func lessonRole(t *testing.T, name string) string {
	for _, l := range lessons(t) {
		switch name {
		case l.learner:
			return "learner"
		case l.solutions:
			return "solutions"
		}
	}
	return ""
}

// TestLessonsMatchSources checks that each lesson's committed notebooks
// are its source's: the same cells with the same text and metadata
// (nbgrader's included); only the outputs come from executing them. A
// lesson's two notebooks then differ in their answer cells alone.
func TestLessonsMatchSources(t *testing.T) {
	list := lessons(t)
	require.GreaterOrEqual(t, len(list), 5, "the curriculum's first five lessons")
	for _, l := range list {
		text, err := os.ReadFile(l.source)
		require.NoError(t, err)
		parsed, err := lesson.Parse(l.source, string(text))
		require.NoError(t, err)
		for _, f := range []struct {
			name      string
			solutions bool
		}{{l.learner, false}, {l.solutions, true}} {
			want := cellsOf(t, parsed.Notebook(f.solutions))
			got := cellsOf(t, mustRead(t, f.name))
			assert.Equal(t, want, got, "%s is not what %s makes: run notebooks/refresh.sh %s", f.name, l.source, f.name)
		}
		learner, solutions := readNotebook(t, l.learner), readNotebook(t, l.solutions)
		require.Len(t, solutions.Cells, len(learner.Cells))
		var answers, checks int
		for i := range learner.Cells {
			a, b := &learner.Cells[i], &solutions.Cells[i]
			switch {
			case a.hasTag("answer"):
				answers++
				assert.NotEqual(t, a.source(), b.source(), "%s: cell %d: the solution differs from the learner's answer cell", l.learner, i+1)
			case a.hasTag("check"):
				checks++
				assert.True(t, strings.HasPrefix(a.source(), ":check "), "%s: cell %d", l.learner, i+1)
				fallthrough
			default:
				assert.Equal(t, a.source(), b.source(), "%s: cell %d is the same in the solutions", l.learner, i+1)
			}
		}
		assert.GreaterOrEqual(t, answers, 3, "%s ends with exercises", l.learner)
		assert.Equal(t, answers, checks, l.learner)
		assert.True(t, strings.HasPrefix(learner.codeCells()[0].source(), ":environment environment"),
			"%s opens the teaching environment first", l.learner)
	}
}

// mustRead reads a file.
func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data
}

// cellsOf is a notebook's cells without what executing them adds: type,
// id, source and metadata.
func cellsOf(t *testing.T, data []byte) []map[string]any {
	t.Helper()
	var nb struct {
		Cells []map[string]any `json:"cells"`
	}
	require.NoError(t, json.Unmarshal(data, &nb))
	for _, c := range nb.Cells {
		delete(c, "outputs")
		delete(c, "execution_count")
		c["source"] = joinText(c["source"])
	}
	return nb.Cells
}
