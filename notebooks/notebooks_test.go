//go:build unix

package notebooks

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNotebooksExecute executes every notebook through the installed
// kernelspec: the tour and the solutions run without an error, the
// exercises fail exactly in their check cells with the exercise's
// message, and every notebook's committed outputs are what a fresh
// execution produces.
func TestNotebooksExecute(t *testing.T) {
	j := newJupyter(t)
	names := notebookFiles(t)
	executed := j.executeAll(t, names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			fresh := executed[name]
			switch {
			case lessonRole(t, name) == "learner":
				checkLessonFailsInChecks(t, name, fresh)
			case lessonRole(t, name) == "solutions":
				checkLessonPasses(t, name, fresh)
			case name == exercisesFile:
				checkExercisesFail(t, fresh)
			case name == solutionsFile:
				checkSolutionsPass(t, fresh)
			default:
				checkNoErrors(t, name, fresh)
			}
			compareOutputs(t, name, readNotebook(t, name), fresh)
		})
	}
}

// checkLessonFailsInChecks checks a lesson's learner notebook, as it
// comes, with no answer given: exactly its check cells fail, each once
// with CheckFailed and a report of ✗ marks, and nothing else fails.
func checkLessonFailsInChecks(t *testing.T, name string, nb *notebook) {
	t.Helper()
	for i, c := range nb.codeCells() {
		errs := c.errors()
		if !c.hasTag("check") {
			for _, e := range errs {
				t.Errorf("%s: code cell %d is not a check but failed:\n%s\n%s: %s", name, i+1, c.source(), e.EName, e.EValue)
			}
			continue
		}
		if assert.Len(t, errs, 1, "%s: the check of code cell %d fails on the learner's empty answer", name, i+1) {
			assert.Equal(t, "CheckFailed", errs[0].EName, "%s: code cell %d", name, i+1)
		}
		report := displayText(c)
		assert.Contains(t, report, "✗", "%s: code cell %d shows what failed", name, i+1)
		assert.Contains(t, report, "expected:", "%s: code cell %d says what was expected", name, i+1)
	}
}

// checkLessonPasses checks a lesson's solutions notebook: nothing fails,
// every check cell's report is all ✓.
func checkLessonPasses(t *testing.T, name string, nb *notebook) {
	t.Helper()
	checkNoErrors(t, name, nb)
	for i, c := range nb.codeCells() {
		if !c.hasTag("check") {
			continue
		}
		report := displayText(c)
		assert.Contains(t, report, "✓", "%s: code cell %d", name, i+1)
		assert.Contains(t, report, ": passed", "%s: code cell %d", name, i+1)
		assert.NotContains(t, report, "✗", "%s: code cell %d", name, i+1)
	}
}

// displayText joins the text/plain of a cell's display outputs.
func displayText(c *cell) string {
	var b strings.Builder
	for _, o := range c.Outputs {
		if o.OutputType == "display_data" || o.OutputType == "execute_result" {
			b.WriteString(joinText(o.Data["text/plain"]) + "\n")
		}
	}
	return b.String()
}

// checkNoErrors fails for every cell of nb that failed.
func checkNoErrors(t *testing.T, name string, nb *notebook) {
	t.Helper()
	for i, c := range nb.codeCells() {
		for _, e := range c.errors() {
			t.Errorf("%s: code cell %d failed:\n%s\n%s: %s", name, i+1, c.source(), e.EName, e.EValue)
		}
	}
}

// checkExercisesFail checks that only the check cells fail, each once,
// with CheckFailed naming its exercise and a report of what failed.
func checkExercisesFail(t *testing.T, nb *notebook) {
	t.Helper()
	checkLessonFailsInChecks(t, exercisesFile, nb)
	for _, e := range exercises(t, nb, exercisesFile) {
		errs := e.check.errors()
		if assert.Len(t, errs, 1, "the check of exercise %d fails once on the placeholder answer", e.number) {
			assert.True(t, strings.HasPrefix(errs[0].EValue, "Exercise "+strconv.Itoa(e.number)+": "),
				"exercise %d: the error names its exercise: %s", e.number, errs[0].EValue)
		}
		assert.Contains(t, displayText(e.check), "✗ Exercise "+strconv.Itoa(e.number)+":", "exercise %d", e.number)
	}
}

// checkSolutionsPass checks that nothing fails and that every check says
// its exercise passed.
func checkSolutionsPass(t *testing.T, nb *notebook) {
	t.Helper()
	checkLessonPasses(t, solutionsFile, nb)
	for _, e := range exercises(t, nb, solutionsFile) {
		assert.Contains(t, displayText(e.check), "✓ Exercise "+strconv.Itoa(e.number)+": passed", "exercise %d", e.number)
	}
}

// compareOutputs checks that the committed notebook holds the cells and
// the outputs of a fresh execution.
func compareOutputs(t *testing.T, name string, committed, fresh *notebook) {
	t.Helper()
	old, cur := committed.codeCells(), fresh.codeCells()
	require.Len(t, cur, len(old), name)
	for i := range old {
		if !assert.Equal(t, textOutputs(cur[i]), textOutputs(old[i]),
			"%s: the committed outputs of code cell %d differ from a fresh execution (notebooks/refresh.sh rewrites them):\n%s",
			name, i+1, old[i].source()) {
			continue
		}
		assert.Equal(t, cur[i].ExecutionCount, old[i].ExecutionCount, "%s: code cell %d", name, i+1)
	}
}
