// Package notebooks holds the teaching notebooks: a guided tour of the
// Puppet language and exercises that check themselves. Its tests execute
// every notebook through the installed kernelspec with nbclient, the
// client Jupyter uses, and compare the result with the committed outputs.
package notebooks

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// notebook is an .ipynb file as nbformat 4 stores it, with what the tests
// read.
type notebook struct {
	NBFormat int `json:"nbformat"`
	Metadata struct {
		Kernelspec struct {
			Name     string `json:"name"`
			Language string `json:"language"`
		} `json:"kernelspec"`
	} `json:"metadata"`
	Cells []cell `json:"cells"`
}

// cell is one notebook cell.
type cell struct {
	CellType       string   `json:"cell_type"`
	Source         any      `json:"source"`
	ExecutionCount *int     `json:"execution_count"`
	Outputs        []output `json:"outputs"`
	Metadata       struct {
		Tags []string `json:"tags"`
	} `json:"metadata"`
}

// output is one output of a code cell.
type output struct {
	OutputType string         `json:"output_type"`
	Name       string         `json:"name"`
	Text       any            `json:"text"`
	Data       map[string]any `json:"data"`
	EName      string         `json:"ename"`
	EValue     string         `json:"evalue"`
	Traceback  []string       `json:"traceback"`
}

// readNotebook parses an .ipynb file.
func readNotebook(t *testing.T, path string) *notebook {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var nb notebook
	require.NoError(t, json.Unmarshal(data, &nb), path)
	return &nb
}

// joinText joins an nbformat multi-line string: a string or a list of
// strings.
func joinText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case []any:
		var b strings.Builder
		for _, l := range x {
			if s, ok := l.(string); ok {
				b.WriteString(s)
			}
		}
		return b.String()
	}
	return ""
}

// source is the cell's source text.
func (c *cell) source() string { return joinText(c.Source) }

// hasTag reports whether the cell carries the tag.
func (c *cell) hasTag(tag string) bool {
	for _, t := range c.Metadata.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// errors returns the cell's error outputs.
func (c *cell) errors() []output {
	var errs []output
	for _, o := range c.Outputs {
		if o.OutputType == "error" {
			errs = append(errs, o)
		}
	}
	return errs
}

// codeCells returns the notebook's code cells.
func (nb *notebook) codeCells() []*cell {
	var cells []*cell
	for i := range nb.Cells {
		if nb.Cells[i].CellType == "code" {
			cells = append(cells, &nb.Cells[i])
		}
	}
	return cells
}

// ansi matches the colour escapes of tracebacks.
var ansi = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// hostName is this machine's name, which facts and node names may show.
var hostName, _ = os.Hostname()

// drawsSVG reports whether Graphviz is installed: `:catalog dot` adds its
// picture of the graph (image/svg+xml) only then.
var drawsSVG = func() bool {
	_, err := exec.LookPath("dot")
	return err == nil
}()

// normalize replaces what legitimately differs between two executions of
// the same notebook on different machines. The notebooks avoid showing
// such things (no current time, no timings, no facts), so this is only a
// safety net for the machine's host name.
func normalize(s string) string {
	s = ansi.ReplaceAllString(s, "")
	if len(hostName) > 3 {
		s = strings.ReplaceAll(s, hostName, "<hostname>")
	}
	return s
}

// textOutputs renders a code cell's outputs as text for comparison:
// consecutive stream outputs of one stream merged (how a kernel batches
// its output varies), rich results as their text/plain with the list of
// their MIME types (without the SVG picture where Graphviz is missing),
// errors with their traceback.
func textOutputs(c *cell) []string {
	var out []string
	lastStream := ""
	for _, o := range c.Outputs {
		switch o.OutputType {
		case "stream":
			text := normalize(joinText(o.Text))
			if lastStream == o.Name {
				out[len(out)-1] += text
				continue
			}
			out = append(out, "stream "+o.Name+": "+text)
			lastStream = o.Name
			continue
		case "execute_result", "display_data":
			mimes := make([]string, 0, len(o.Data))
			for m := range o.Data {
				if m != "image/svg+xml" || drawsSVG {
					mimes = append(mimes, m)
				}
			}
			sort.Strings(mimes)
			out = append(out, fmt.Sprintf("%s %v: %s", o.OutputType, mimes, normalize(joinText(o.Data["text/plain"]))))
		case "error":
			out = append(out, fmt.Sprintf("error %s: %s\n%s", o.EName, normalize(o.EValue), normalize(strings.Join(o.Traceback, "\n"))))
		default:
			out = append(out, o.OutputType)
		}
		lastStream = ""
	}
	return out
}

// notebookFiles lists the notebooks of this directory, in course order.
func notebookFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.ipynb")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	sort.Strings(files)
	return files
}

// tour lists the notebooks of the guided tour, which must run without an
// error.
var tour = []string{
	"01-getting-started.ipynb",
	"02-operators-and-expressions.ipynb",
	"03-the-type-system.ipynb",
	"04-formatting-values.ipynb",
	"05-functions-and-lambdas.ipynb",
	"06-time-and-versions.ipynb",
	"07-the-catalog.ipynb",
}

const (
	exercisesFile = "08-exercises.ipynb"
	solutionsFile = "08-solutions.ipynb"
)
