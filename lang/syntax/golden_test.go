package syntax

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The golden tests compare this parser with Puppet's: each file in
// testdata/cases holds snippets separated by "====" lines, and the file of
// the same name in testdata/golden holds what Puppet 7 made of each one
// (`puppet parser dump --format pn` of the validated parse, or the error
// with its line and column). Run `go test -run TestGolden -update` with
// Puppet installed to record new answers through testdata/oracle.rb.

var update = flag.Bool("update", false, "record golden answers from Puppet (needs ruby and puppet)")

// goldenAnswer is what Puppet answered for one snippet.
type goldenAnswer struct {
	Src    string `json:"src"`
	PN     string `json:"pn,omitempty"`
	Error  string `json:"error,omitempty"`
	Line   *int   `json:"line,omitempty"`
	Column *int   `json:"column,omitempty"`
}

// readCases reads a case file's snippets.
func readCases(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return splitCases(string(data))
}

// splitCases splits text into the snippets between "====" lines.
func splitCases(data string) []string {
	var cases []string
	var cur []string
	for _, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		if line == "====" {
			cases = append(cases, strings.Join(cur, "\n"))
			cur = nil
			continue
		}
		cur = append(cur, line)
	}
	return append(cases, strings.Join(cur, "\n"))
}

func goldenPath(casePath string) string {
	base := filepath.Base(casePath)
	return filepath.Join("testdata", "golden", strings.TrimSuffix(base, filepath.Ext(base))+".json")
}

// recordGolden asks Puppet about the snippets and writes the answers.
func recordGolden(t *testing.T, casePath string, cases []string, epp bool) {
	in, err := json.Marshal(cases)
	require.NoError(t, err)
	args := []string{"testdata/oracle.rb"}
	if epp {
		args = append(args, "--epp")
	}
	cmd := exec.Command("ruby", args...)
	cmd.Stdin = bytes.NewReader(in)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	require.NoError(t, err)
	var raw []map[string]any
	require.NoError(t, json.Unmarshal(out, &raw))
	answers := make([]goldenAnswer, len(cases))
	for i, r := range raw {
		a := goldenAnswer{Src: cases[i]}
		if pn, ok := r["pn"].(string); ok {
			a.PN = pn
		} else {
			a.Error, _ = r["error"].(string)
			if l, ok := r["line"].(float64); ok {
				li, co := int(l), int(r["column"].(float64))
				a.Line, a.Column = &li, &co
			}
		}
		answers[i] = a
	}
	data, err := json.MarshalIndent(answers, "", "  ")
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Dir(goldenPath(casePath)), 0o755))
	require.NoError(t, os.WriteFile(goldenPath(casePath), append(data, '\n'), 0o644))
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		epp := strings.HasSuffix(f, ".epp-cases")
		cases := readCases(t, f)
		if *update {
			recordGolden(t, f, cases, epp)
		}
		data, err := os.ReadFile(goldenPath(f))
		require.NoError(t, err, "no golden answers: run go test -run TestGolden -update")
		var answers []goldenAnswer
		require.NoError(t, json.Unmarshal(data, &answers))
		require.Len(t, answers, len(cases), "%s: golden answers are stale", f)
		for i, src := range cases {
			want := answers[i]
			require.Equal(t, src, want.Src, "%s: golden answers are stale", f)
			if _, ok := knownDeviations[src]; ok {
				continue
			}
			t.Run(filepath.Base(f)+"/"+src, func(t *testing.T) { checkGolden(t, src, want, epp) })
		}
	}
}

func checkGolden(t *testing.T, src string, want goldenAnswer, epp bool) {
	parse := Parse
	if epp {
		parse = ParseEPP
	}
	prog, err := parse(NewSource("", src))
	if want.Error == "" {
		require.NoError(t, err)
		assert.Equal(t, want.PN, FormatPN(prog))
		return
	}
	require.Error(t, err, "Puppet: %s", want.Error)
	e := err.(*Error)
	switch {
	case rubyCrash.MatchString(want.Error):
		// Puppet failed with an internal error; an error is all that counts.
		return
	case manyErrors.MatchString(want.Error):
		// Puppet gives up after several validation errors; the first one
		// is reported here, which the position check cannot confirm.
		return
	case strings.Contains(want.Error, jsonChecker):
		// The quoted detail is Ruby's JSON parser message.
		assert.Equal(t, want.Error[:strings.Index(want.Error, jsonChecker)+len(jsonChecker)],
			e.Msg[:min(len(e.Msg), strings.Index(want.Error, jsonChecker)+len(jsonChecker))])
	default:
		assert.Equal(t, want.Error, e.Msg)
	}
	if want.Line != nil {
		line, col := e.Src.Position(e.Start)
		assert.Equal(t, *want.Line, line, "line")
		assert.Equal(t, *want.Column, col, "column")
	}
}

var (
	rubyCrash   = regexp.MustCompile(`^[A-Z][A-Za-z]+Error: `)
	manyErrors  = regexp.MustCompile(`^Language validation logged \d+ errors`)
	jsonChecker = "JSON syntax checker: Cannot parse invalid JSON string."
)

// knownDeviations are snippets for which Puppet's answer is not one to
// match, with the reason.
var knownDeviations = map[string]string{
	"foo(1) |Integer $a, String $b = 'x', *$c| >> Integer { 1 }": "Puppet's PN writer crashes on a captures-rest parameter (see TestFormatPNCapturesRest)",
	"function f(*$a, $b) {}":                                     "Puppet's PN writer crashes on a captures-rest parameter (see TestFormatPNCapturesRest)",
	`"${true}[1]"`:                                               "Puppet crashes on ${true} (DISAGREEMENTS item 10); the spec's rule makes it $true",
}
