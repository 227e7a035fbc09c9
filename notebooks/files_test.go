package notebooks

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// minExercises is the least number of exercises the exercises notebook
// holds.
const minExercises = 15

// TestNotebookFiles checks the committed files: the start page, the tour, the exercises
// and their solutions, all for the Puppet kernel, every code cell
// executed (the committed notebooks carry their outputs).
func TestNotebookFiles(t *testing.T) {
	want := append(append([]string{startFile}, tour...), exercisesFile, solutionsFile)
	for _, l := range lessons(t) {
		want = append(want, l.learner, l.solutions)
	}
	require.ElementsMatch(t, want, notebookFiles(t))
	for _, name := range want {
		nb := readNotebook(t, name)
		assert.Equal(t, 4, nb.NBFormat, name)
		assert.Equal(t, "puppet", nb.Metadata.Kernelspec.Name, name)
		assert.Equal(t, "puppet", nb.Metadata.Kernelspec.Language, name)
		require.NotEmpty(t, nb.codeCells(), name)
		var unexecuted []int
		for i, c := range nb.codeCells() {
			if c.ExecutionCount == nil {
				unexecuted = append(unexecuted, i+1)
			}
		}
		assert.Empty(t, unexecuted, "%s: these code cells were not executed; run notebooks/refresh.sh", name)
	}
}

// exercise is one exercise of the exercises or solutions notebook.
type exercise struct {
	number    int
	statement string
	answer    *cell
	check     *cell
}

var exerciseHeading = regexp.MustCompile(`^## Exercise (\d+) `)

// exercises splits a notebook into its exercises: a markdown statement
// headed "## Exercise N", an answer cell (tagged "answer") and a check
// cell (tagged "check"), in that order.
func exercises(t *testing.T, nb *notebook, name string) []exercise {
	t.Helper()
	var list []exercise
	for i := 0; i < len(nb.Cells); i++ {
		c := &nb.Cells[i]
		m := exerciseHeading.FindStringSubmatch(c.source())
		if c.CellType != "markdown" || m == nil {
			assert.False(t, c.hasTag("answer") || c.hasTag("check"), "%s: cell %d is an answer or check outside an exercise", name, i+1)
			continue
		}
		n, _ := strconv.Atoi(m[1])
		require.Equal(t, len(list)+1, n, "%s: exercises are numbered in order", name)
		require.Less(t, i+2, len(nb.Cells), "%s: exercise %d needs an answer and a check cell", name, n)
		answer, check := &nb.Cells[i+1], &nb.Cells[i+2]
		require.True(t, answer.CellType == "code" && answer.hasTag("answer"), "%s: exercise %d: an answer cell follows the statement", name, n)
		require.True(t, check.CellType == "code" && check.hasTag("check"), "%s: exercise %d: a check cell follows the answer", name, n)
		list = append(list, exercise{number: n, statement: c.source(), answer: answer, check: check})
		i += 2
	}
	return list
}

// TestExercisesMatchSolutions checks that the exercises and the solutions
// notebooks hold the same statements and the same check cells, that each
// check is Puppet code reporting its exercise's number, and that every
// answer differs from the placeholder.
func TestExercisesMatchSolutions(t *testing.T) {
	ex := exercises(t, readNotebook(t, exercisesFile), exercisesFile)
	sol := exercises(t, readNotebook(t, solutionsFile), solutionsFile)
	require.GreaterOrEqual(t, len(ex), minExercises)
	require.Len(t, sol, len(ex))
	for i, e := range ex {
		s := sol[i]
		assert.Equal(t, e.statement, s.statement, "exercise %d", e.number)
		assert.Equal(t, e.check.source(), s.check.source(), "exercise %d: the solutions run the same check", e.number)
		assert.NotEqual(t, e.answer.source(), s.answer.source(), "exercise %d: the solution differs from the placeholder", e.number)
		assert.True(t, strings.HasPrefix(e.check.source(), ":check Exercise "+strconv.Itoa(e.number)+"\n"),
			"exercise %d: the check cell starts with :check Exercise %d", e.number, e.number)
		assert.Contains(t, e.check.source(), "check::", "exercise %d: the check uses the check:: functions", e.number)
	}
}

// TestReadmeLinksNotebooks checks that the README points readers to every
// notebook.
func TestReadmeLinksNotebooks(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	for _, name := range notebookFiles(t) {
		assert.True(t, strings.Contains(string(readme), "(notebooks/"+name+")"), "README.md has no link to notebooks/%s", name)
	}
}
