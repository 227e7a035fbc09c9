// Package lesson makes a lesson's two notebooks, the learner's and its
// solutions, from one plain-text source, so that the two cannot drift
// apart: they differ only in their answer cells.
//
// A source is a sequence of cells, each opened by a marker line:
//
//	%% markdown            prose
//	%% code                code both notebooks run
//	%% answer ID           an exercise's answer cell as the learner gets it
//	%% solution ID         the same cell in the solutions notebook
//	%% check ID POINTS     the exercise's check cell (":check LABEL" first)
//
// An answer is followed by its solution, and a check names an exercise
// whose answer came before it. Answer and check cells carry nbgrader's
// cell metadata (a solution cell; a locked, graded test cell with its
// points), so a teacher can grade the notebooks with nbgrader, and the
// tags "answer" and "check" for the tests of this repository.
package lesson

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Kinds of cells.
const (
	Markdown = "markdown"
	Code     = "code"
	Answer   = "answer"
	Check    = "check"
)

// Cell is one cell of a lesson.
type Cell struct {
	Kind string
	// Source is the cell's text; an answer's is the learner's.
	Source string
	// Solution is an answer's text in the solutions notebook.
	Solution string
	// Exercise is the ID an answer or check belongs to.
	Exercise string
	// Points is what a check is worth to nbgrader.
	Points int
}

// Lesson is a parsed source.
type Lesson struct {
	Name  string
	Cells []Cell
}

// Parse reads a source; name is used in error messages ("NAME:LINE: ...").
func Parse(name, text string) (*Lesson, error) {
	l := &Lesson{Name: name}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	var body []string
	var cur *Cell
	var curLine int
	answers := map[string]int{} // exercise => index of its answer
	checked := map[string]bool{}
	flush := func() error {
		if cur == nil {
			return nil
		}
		t := strings.Trim(strings.Join(body, "\n"), "\n")
		if t == "" && cur.Kind != Answer {
			return fmt.Errorf("%s:%d: the %s cell is empty", name, curLine, cur.Kind)
		}
		if cur.Kind == "solution" {
			a := &l.Cells[len(l.Cells)-1]
			a.Solution = t
			cur, body = nil, nil
			return nil
		}
		cur.Source = t
		l.Cells = append(l.Cells, *cur)
		cur, body = nil, nil
		return nil
	}
	for i, line := range lines {
		n := i + 1
		if !strings.HasPrefix(line, "%% ") {
			if cur == nil && strings.TrimSpace(line) != "" {
				return nil, fmt.Errorf("%s:%d: text before the first cell marker (%%%% markdown, code, answer, solution or check)", name, n)
			}
			body = append(body, line)
			continue
		}
		if err := flush(); err != nil {
			return nil, err
		}
		f := strings.Fields(line[3:])
		if len(f) == 0 {
			return nil, fmt.Errorf("%s:%d: a cell marker names its kind: markdown, code, answer, solution or check", name, n)
		}
		c := Cell{Kind: f[0]}
		want := map[string]int{Markdown: 1, Code: 1, Answer: 2, "solution": 2, Check: 3}[c.Kind]
		if want == 0 {
			return nil, fmt.Errorf("%s:%d: unknown cell marker %q: markdown, code, answer, solution or check", name, n, f[0])
		}
		if len(f) != want {
			return nil, fmt.Errorf("%s:%d: %%%% %s takes %d argument(s)", name, n, c.Kind, want-1)
		}
		prevAnswer := len(l.Cells) > 0 && l.Cells[len(l.Cells)-1].Kind == Answer && l.Cells[len(l.Cells)-1].Solution == ""
		switch c.Kind {
		case Answer:
			c.Exercise = f[1]
			if _, dup := answers[c.Exercise]; dup {
				return nil, fmt.Errorf("%s:%d: exercise %s has a second answer", name, n, c.Exercise)
			}
			answers[c.Exercise] = len(l.Cells)
		case "solution":
			if !prevAnswer || l.Cells[len(l.Cells)-1].Exercise != f[1] {
				return nil, fmt.Errorf("%s:%d: the solution of exercise %s must follow its answer", name, n, f[1])
			}
		case Check:
			c.Exercise = f[1]
			if _, ok := answers[c.Exercise]; !ok {
				return nil, fmt.Errorf("%s:%d: the check of exercise %s comes before its answer", name, n, c.Exercise)
			}
			if checked[c.Exercise] {
				return nil, fmt.Errorf("%s:%d: exercise %s has a second check", name, n, c.Exercise)
			}
			checked[c.Exercise] = true
			p, err := strconv.Atoi(f[2])
			if err != nil || p <= 0 {
				return nil, fmt.Errorf("%s:%d: the points of a check are a positive integer, not %q", name, n, f[2])
			}
			c.Points = p
		}
		if c.Kind != "solution" && prevAnswer {
			return nil, fmt.Errorf("%s:%d: the answer of exercise %s has no solution", name, n, l.Cells[len(l.Cells)-1].Exercise)
		}
		cur, curLine = &c, n
	}
	if err := flush(); err != nil {
		return nil, err
	}
	for id, i := range answers {
		if l.Cells[i].Solution == "" {
			return nil, fmt.Errorf("%s: the answer of exercise %s has no solution", name, id)
		}
		if !checked[id] {
			return nil, fmt.Errorf("%s: exercise %s has no check", name, id)
		}
	}
	for _, c := range l.Cells {
		if c.Kind == Check && !strings.HasPrefix(c.Source, ":check ") {
			return nil, fmt.Errorf("%s: the check of exercise %s must start with \":check LABEL\"", name, c.Exercise)
		}
	}
	if len(l.Cells) == 0 {
		return nil, fmt.Errorf("%s: no cells", name)
	}
	return l, nil
}

// Notebook renders the learner's notebook, or with solutions the
// solutions notebook, as nbformat 4.5 JSON without outputs (the
// notebooks' refresh.sh executes it and saves the outputs).
func (l *Lesson) Notebook(solutions bool) []byte {
	cells := make([]any, len(l.Cells))
	for i, c := range l.Cells {
		cell := map[string]any{
			"cell_type": Markdown,
			"id":        fmt.Sprintf("cell-%02d", i+1),
			"metadata":  map[string]any{},
			"source":    lines(c.Source),
		}
		meta := cell["metadata"].(map[string]any)
		switch c.Kind {
		case Answer:
			if solutions {
				cell["source"] = lines(c.Solution)
			}
			meta["tags"] = []string{"answer"}
			meta["nbgrader"] = map[string]any{"grade": false, "solution": true, "locked": false,
				"grade_id": "answer-" + c.Exercise, "schema_version": 3}
		case Check:
			meta["tags"] = []string{"check"}
			meta["nbgrader"] = map[string]any{"grade": true, "solution": false, "locked": true,
				"points": c.Points, "grade_id": "check-" + c.Exercise, "schema_version": 3}
		}
		if c.Kind != Markdown {
			cell["cell_type"] = Code
			cell["execution_count"] = nil
			cell["outputs"] = []any{}
		}
		cells[i] = cell
	}
	nb := map[string]any{
		"cells": cells,
		"metadata": map[string]any{
			"kernelspec": map[string]any{"display_name": "Puppet", "language": "puppet", "name": "puppet"},
			"language_info": map[string]any{"codemirror_mode": "puppet", "file_extension": ".pp",
				"mimetype": "text/x-puppet", "name": "puppet", "pygments_lexer": "puppet", "version": "7"},
		},
		"nbformat":       4,
		"nbformat_minor": 5,
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(nb); err != nil {
		panic(err) // maps of strings and numbers always encode
	}
	return b.Bytes()
}

// lines splits text as nbformat stores a multi-line string: lines that
// keep their newline, the last without one.
func lines(text string) []string {
	out := strings.SplitAfter(text, "\n")
	if out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// Files are the names of a lesson's notebooks for a source named
// NAME.lesson: NAME.ipynb and NAME.solutions.ipynb.
func Files(source string) (learner, solutions string) {
	stem := strings.TrimSuffix(source, ".lesson")
	return stem + ".ipynb", stem + ".solutions.ipynb"
}
