package check

import (
	"html"
	"strings"
)

// Colours of the HTML report: the green and red the value renderer
// uses for strings and errors.
const (
	passColor = "#067d17"
	failColor = "#c4161c"
)

// Headline is the first line of a labelled check cell's report:
// "Exercise 1: passed", "Exercise 2: 1 of 2 checks failed".
func Headline(label string, results []Result) string {
	mark := Pass
	if Failed(results) > 0 || len(results) == 0 {
		mark = Fail
	}
	return mark + " " + label + ": " + Summary(results)
}

// Text renders the results of one input as a terminal shows them: a
// headline when the checks have a label, then a line per check, and
// under each failure what was expected, what was found and the hint.
func Text(label string, results []Result) string {
	var b strings.Builder
	indent := ""
	if label != "" {
		b.WriteString(Headline(label, results) + "\n")
		indent = "  "
	}
	for _, r := range results {
		b.WriteString(indent + r.Line() + "\n")
		if r.Passed {
			continue
		}
		for _, row := range details(r) {
			b.WriteString(indent + "    " + row[0] + ":" + strings.Repeat(" ", 9-len(row[0])) + row[1] + "\n")
		}
	}
	return b.String()
}

// details are the rows under a failed check.
func details(r Result) [][2]string {
	rows := [][2]string{{"expected", r.Expected}, {"found", r.Found}}
	if r.Hint != "" {
		rows = append(rows, [2]string{"hint", r.Hint})
	}
	return rows
}

// HTML renders the results of one input for a notebook.
func HTML(label string, results []Result) string {
	var b strings.Builder
	b.WriteString(`<div class="prepl-checks" style="font-family:sans-serif;line-height:1.5">`)
	if label != "" {
		color := passColor
		if Failed(results) > 0 || len(results) == 0 {
			color = failColor
		}
		b.WriteString(`<div style="font-weight:bold;color:` + color + `">` + html.EscapeString(Headline(label, results)) + `</div>`)
	}
	for _, r := range results {
		writeResultHTML(&b, r)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// writeResultHTML writes one check: its line and, for a failure, a
// small table of what was expected, what was found and the hint.
func writeResultHTML(b *strings.Builder, r Result) {
	color := passColor
	if !r.Passed {
		color = failColor
	}
	b.WriteString(`<div style="color:` + color + `">` + html.EscapeString(r.Line()) + `</div>`)
	if r.Passed {
		return
	}
	b.WriteString(`<table style="margin:0 0 0.4em 1.6em;border-collapse:collapse">`)
	for _, row := range details(r) {
		style := `font-family:monospace`
		if row[0] == "hint" {
			style = `font-style:italic`
		}
		b.WriteString(`<tr><td style="padding:0 0.8em 0 0;text-align:left;vertical-align:top;color:#555">` + row[0] +
			`</td><td style="text-align:left;` + style + `">` + html.EscapeString(row[1]) + `</td></tr>`)
	}
	b.WriteString(`</table>`)
}
