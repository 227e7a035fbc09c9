package syntax

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

// The golden tests compare this parser with Puppet's: each case file in
// testdata/cases (the format of prepl/internal/golden; NAME.epp.txt for
// EPP) holds snippets, each with what Puppet 7 made of it: the PN of the
// validated parse (`puppet parser dump --format pn`), or "ERROR LINE:COL:
// message" ("ERROR: message" where Puppet gives no position). Run
// `go test -run TestGolden -update` with Puppet installed to record new
// answers through testdata/oracle.rb.

var update = flag.Bool("update", false, "record golden answers from Puppet (needs ruby and puppet)")

// goldenAnswer is what Puppet answered for one snippet.
type goldenAnswer struct {
	PN     string
	Error  string
	Line   *int
	Column *int
}

// errorAnswer reads "ERROR LINE:COL: message" or "ERROR: message".
var errorAnswer = regexp.MustCompile(`(?s)^ERROR(?: (\d+):(\d+))?: (.*)$`)

// answerOf reads the recorded answer of a case.
func answerOf(t *testing.T, c *golden.Case) goldenAnswer {
	text := strings.Join(c.Expect, "\n")
	m := errorAnswer.FindStringSubmatch(text)
	if m == nil {
		return goldenAnswer{PN: text}
	}
	a := goldenAnswer{Error: m[3]}
	if m[1] != "" {
		line, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		col, err := strconv.Atoi(m[2])
		require.NoError(t, err)
		a.Line, a.Column = &line, &col
	}
	return a
}

// snippet is the source of a case: its code without the newline that
// ends the case's last line.
func snippet(c *golden.Case) string {
	return strings.TrimSuffix(c.Code, "\n")
}

// recordGolden asks Puppet about the snippets of cases and writes the
// answers to path.
func recordGolden(t *testing.T, path string, cases []*golden.Case, epp bool) {
	srcs := make([]string, len(cases))
	for i, c := range cases {
		srcs[i] = snippet(c)
	}
	in, err := json.Marshal(srcs)
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
	require.Len(t, raw, len(cases))
	for i, r := range raw {
		if pn, ok := r["pn"].(string); ok {
			cases[i].Expect = strings.Split(pn, "\n")
			continue
		}
		msg, _ := r["error"].(string)
		if l, ok := r["line"].(float64); ok {
			msg = fmt.Sprintf("ERROR %d:%d: %s", int(l), int(r["column"].(float64)), msg)
		} else {
			msg = "ERROR: " + msg
		}
		cases[i].Expect = strings.Split(msg, "\n")
	}
	require.NoError(t, golden.WriteCases(path, cases))
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	n := 0
	for _, f := range files {
		epp := strings.HasSuffix(f, ".epp.txt")
		cases, err := golden.ReadCases(f)
		require.NoError(t, err)
		if *update {
			recordGolden(t, f, cases, epp)
		}
		for _, c := range cases {
			src, want := snippet(c), answerOf(t, c)
			n++
			if _, ok := knownDeviations[src]; ok {
				continue
			}
			t.Run(filepath.Base(f)+"/"+src, func(t *testing.T) { checkGolden(t, src, want, epp) })
		}
	}
	require.Greater(t, n, 1000, "the recorded snippets")
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
