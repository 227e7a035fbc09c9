package lesson

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sample = `%% markdown
# A lesson

Some prose.
%% code
$x = 1
%% answer 1
# your code here
%% solution 1
$y = 2
%% check 1 2
:check Exercise 1
check::variable('y', 2)
`

func TestParseAndRender(t *testing.T) {
	l, err := Parse("s.lesson", sample)
	require.NoError(t, err)
	require.Len(t, l.Cells, 4)
	assert.Equal(t, Cell{Kind: Answer, Source: "# your code here", Solution: "$y = 2", Exercise: "1"}, l.Cells[2])
	assert.Equal(t, Cell{Kind: Check, Source: ":check Exercise 1\ncheck::variable('y', 2)", Exercise: "1", Points: 2}, l.Cells[3])

	type nb struct {
		Cells []struct {
			CellType string         `json:"cell_type"`
			Source   []string       `json:"source"`
			Metadata map[string]any `json:"metadata"`
		} `json:"cells"`
		NBFormat int `json:"nbformat"`
	}
	var learner, solutions nb
	require.NoError(t, json.Unmarshal(l.Notebook(false), &learner))
	require.NoError(t, json.Unmarshal(l.Notebook(true), &solutions))
	assert.Equal(t, 4, learner.NBFormat)
	assert.Equal(t, []string{"# A lesson\n", "\n", "Some prose."}, learner.Cells[0].Source)
	assert.Equal(t, "code", learner.Cells[2].CellType)
	assert.Equal(t, []string{"# your code here"}, learner.Cells[2].Source)
	assert.Equal(t, []string{"$y = 2"}, solutions.Cells[2].Source)
	assert.Equal(t, map[string]any{"grade": false, "solution": true, "locked": false, "grade_id": "answer-1", "schema_version": 3.0},
		learner.Cells[2].Metadata["nbgrader"])
	assert.Equal(t, map[string]any{"grade": true, "solution": false, "locked": true, "points": 2.0, "grade_id": "check-1", "schema_version": 3.0},
		learner.Cells[3].Metadata["nbgrader"])
	assert.Equal(t, []any{"check"}, solutions.Cells[3].Metadata["tags"])
	for i := range learner.Cells {
		if i != 2 {
			assert.Equal(t, learner.Cells[i], solutions.Cells[i], "cell %d is the same in both", i)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"text\n%% code\n1\n", "s:1: text before the first cell marker (%% markdown, code, answer, solution or check)"},
		{"%% prose\nx\n", `s:1: unknown cell marker "prose": markdown, code, answer, solution or check`},
		{"%% code\n\n%% markdown\nx\n", "s:1: the code cell is empty"},
		{"%% answer\nx\n", "s:1: %% answer takes 1 argument(s)"},
		{"%% answer 1\nx\n%% code\n1\n", "s:3: the answer of exercise 1 has no solution"},
		{"%% answer 1\nx\n", "s: the answer of exercise 1 has no solution"},
		{"%% solution 1\nx\n", "s:1: the solution of exercise 1 must follow its answer"},
		{"%% answer 1\n\n%% solution 2\nx\n", "s:3: the solution of exercise 2 must follow its answer"},
		{"%% check 1 1\n:check E\n", "s:1: the check of exercise 1 comes before its answer"},
		{"%% answer 1\n\n%% solution 1\nx\n", "s: exercise 1 has no check"},
		{"%% answer 1\n\n%% solution 1\nx\n%% check 1 0\n:check E\n", `s:5: the points of a check are a positive integer, not "0"`},
		{"%% answer 1\n\n%% solution 1\nx\n%% check 1 1\ncheck::that('a', true)\n", `s: the check of exercise 1 must start with ":check LABEL"`},
		{"%% answer 1\n\n%% solution 1\nx\n%% check 1 1\n:check E\n%% check 1 1\n:check E\n", "s:7: exercise 1 has a second check"},
		{"%% answer 1\n\n%% solution 1\nx\n%% answer 1\n\n%% solution 1\nx\n", "s:5: exercise 1 has a second answer"},
		{"", "s: no cells"},
		{"%%  \n", "s:1: a cell marker names its kind: markdown, code, answer, solution or check"},
	}
	for _, tt := range tests {
		_, err := Parse("s", tt.src)
		if assert.Error(t, err, tt.src) {
			assert.Equal(t, tt.want, err.Error(), tt.src)
		}
	}
}

func TestFiles(t *testing.T) {
	l, s := Files("10-resources.lesson")
	assert.Equal(t, "10-resources.ipynb", l)
	assert.Equal(t, "10-resources.solutions.ipynb", s)
}

// FuzzParse: any text parses or fails with an error, and what parses
// renders to JSON.
func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("%% code\n%% \n")
	f.Add("%%  \n")
	f.Fuzz(func(t *testing.T, src string) {
		l, err := Parse("f", src)
		if err != nil {
			return
		}
		for _, solutions := range []bool{false, true} {
			require.True(t, json.Valid(l.Notebook(solutions)))
		}
	})
}
