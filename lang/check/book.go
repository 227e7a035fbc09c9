package check

import (
	"html"
	"strconv"
	"strings"
)

// Book keeps the latest results of every check a session ran, for a
// progress summary: one entry per labelled check cell (`:check LABEL`),
// replaced when the cell runs again, and one per check run outside a
// labelled cell, replaced when the same check runs again. Entries keep
// the order in which they first ran.
type Book struct {
	entries []entry
}

type entry struct {
	key     string
	label   string
	results []Result
	// err is the error that stopped the cell before its checks were
	// done ("" when none).
	err string
}

// passed reports whether every check of the entry passed and the cell
// ran to its end.
func (e entry) passed() bool {
	return e.err == "" && len(e.results) > 0 && Failed(e.results) == 0
}

// Record keeps the results of one input: under label when it has one,
// else each result on its own. errMsg is the error that stopped the
// input, if any.
func (b *Book) Record(label string, results []Result, errMsg string) {
	if label != "" {
		b.put(entry{key: "label\x00" + label, label: label, results: results, err: errMsg})
		return
	}
	for _, r := range results {
		b.put(entry{key: "check\x00" + r.Wanted, results: []Result{r}})
	}
}

func (b *Book) put(e entry) {
	for i := range b.entries {
		if b.entries[i].key == e.key {
			b.entries[i] = e
			return
		}
	}
	b.entries = append(b.entries, e)
}

// Reset forgets every result.
func (b *Book) Reset() { b.entries = nil }

// Len is the number of entries.
func (b *Book) Len() int { return len(b.entries) }

// rows are the summary's rows: mark, name, and what is wrong.
func (b *Book) rows() [][3]string {
	rows := make([][3]string, 0, len(b.entries))
	for _, e := range b.entries {
		mark := Pass
		if !e.passed() {
			mark = Fail
		}
		if e.label == "" {
			r := e.results[0]
			rows = append(rows, [3]string{mark, strings.TrimPrefix(r.Line(), mark+" "), ""})
			continue
		}
		var wrong []string
		for _, r := range e.results {
			if !r.Passed {
				wrong = append(wrong, r.Wanted)
			}
		}
		if e.err != "" {
			wrong = append(wrong, "the check cell failed: "+e.err)
		}
		rows = append(rows, [3]string{mark, e.label, strings.Join(wrong, "; ")})
	}
	return rows
}

// headline counts the entries that pass.
func (b *Book) headline() string {
	n := 0
	for _, e := range b.entries {
		if e.passed() {
			n++
		}
	}
	return "Progress: " + strconv.Itoa(n) + " of " + strconv.Itoa(len(b.entries)) + " pass"
}

// Text renders the progress summary for a terminal.
func (b *Book) Text() string {
	if len(b.entries) == 0 {
		return "No check has run yet: run the check cells (or call the check:: functions)."
	}
	var s strings.Builder
	s.WriteString(b.headline() + "\n")
	for _, r := range b.rows() {
		s.WriteString(r[0] + " " + r[1])
		if r[2] != "" {
			s.WriteString(" — " + r[2])
		}
		s.WriteString("\n")
	}
	return strings.TrimSuffix(s.String(), "\n")
}

// HTML renders the progress summary for a notebook ("" when nothing ran:
// the text says so).
func (b *Book) HTML() string {
	if len(b.entries) == 0 {
		return ""
	}
	var s strings.Builder
	s.WriteString(`<div class="prepl-progress" style="font-family:sans-serif"><div style="font-weight:bold">` +
		html.EscapeString(b.headline()) + `</div><table style="border-collapse:collapse">`)
	for _, r := range b.rows() {
		color := passColor
		if r[0] == Fail {
			color = failColor
		}
		s.WriteString(`<tr><td style="color:` + color + `;padding:0 0.5em 0 0;text-align:left">` + r[0] +
			`</td><td style="text-align:left;padding:0 1em 0 0">` + html.EscapeString(r[1]) +
			`</td><td style="text-align:left;color:` + failColor + `">` + html.EscapeString(r[2]) + `</td></tr>`)
	}
	s.WriteString(`</table></div>`)
	return s.String()
}
