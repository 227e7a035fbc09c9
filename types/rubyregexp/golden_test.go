package rubyregexp

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
)

var update = flag.Bool("update", false, "recompute the golden files with Ruby (testdata/oracle.rb)")

// gcase is one golden test case: an operation on a pattern and an input,
// with Ruby's result (see testdata/oracle.rb for the operations).
type gcase struct {
	Op      string `json:"op"`
	Pattern string `json:"pattern"`
	Options string `json:"options,omitempty"`
	Input   string `json:"input"`
	Repl    string `json:"repl,omitempty"`
	Limit   int    `json:"limit,omitempty"`
}

// key is the case as the first six fields of a golden table row.
func (c gcase) key() string {
	return strings.Join([]string{c.Op, c.Pattern, c.Options, c.Input, c.Repl, strconv.Itoa(c.Limit)}, "\x00")
}

func (c gcase) String() string {
	s := fmt.Sprintf("%s %q", c.Op, c.Pattern)
	if c.Options != "" {
		s += c.Options
	}
	s += fmt.Sprintf(" on %q", c.Input)
	if c.Op == "sub" || c.Op == "gsub" {
		s += fmt.Sprintf(" with %q", c.Repl)
	}
	if c.Limit != 0 {
		s += fmt.Sprintf(" limit %d", c.Limit)
	}
	return s
}

// checkGolden runs cases and compares each result with Ruby's, the JSON
// last field of its row in the table testdata/<name>.golden (recomputed
// with -update).
func checkGolden(t *testing.T, name string, cases []gcase) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		writeGolden(t, path, cases)
	}
	wants := map[string]string{}
	for _, r := range golden.ReadTable(t, path) {
		require.Len(t, r.Fields, 6, r.Name())
		wants[strings.Join(r.Fields, "\x00")] = r.Want
	}
	for _, c := range cases {
		want, ok := wants[c.key()]
		if !assert.True(t, ok, "%s: no golden result; run go test -update", c) {
			continue
		}
		if strings.Contains(want, `"skip"`) {
			continue // Ruby itself hangs on this one
		}
		assert.JSONEq(t, want, runCase(c), "%s", c)
	}
}

// writeGolden asks Ruby for the expected results of cases.
func writeGolden(t *testing.T, path string, cases []gcase) {
	t.Helper()
	in, err := json.Marshal(cases)
	require.NoError(t, err)
	cmd := exec.Command("ruby", filepath.Join("testdata", "oracle.rb"))
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	require.NoError(t, err, "ruby testdata/oracle.rb")
	require.NoError(t, os.WriteFile(path, out, 0o644))
}

// compileCase compiles a case's pattern with its options.
func compileCase(c gcase) (*Regexp, error) {
	if c.Options == "" {
		return Compile(c.Pattern)
	}
	return CompileWithFlags(c.Pattern, strings.Contains(c.Options, "i"), strings.Contains(c.Options, "x"), strings.Contains(c.Options, "m"))
}

// runCase runs a case and renders the result as the oracle does.
func runCase(c gcase) string {
	res := map[string]any{}
	re, err := compileCase(c)
	if err != nil {
		res["error"] = err.Error()
		return mustJSON(res)
	}
	switch c.Op {
	case "match":
		m, err := re.FindStringSubmatchIndex(c.Input)
		if err != nil {
			return err.Error()
		}
		res["match"] = pairs(m)
	case "scan":
		all, err := re.Scan(c.Input)
		if err != nil {
			return err.Error()
		}
		list := []any{}
		for _, m := range all {
			list = append(list, pairs(m))
		}
		res["scan"] = list
	case "sub", "gsub":
		s, err := re.Replace(c.Input, c.Repl, c.Op == "gsub")
		if err != nil {
			res["replace_error"] = err.Error()
			break
		}
		res["result"] = s
	case "split":
		parts, err := re.Split(c.Input, c.Limit)
		if err != nil {
			return err.Error()
		}
		res["split"] = parts
	default:
		return "unknown op " + c.Op
	}
	return mustJSON(res)
}

// pairs renders match offsets as [[begin, end] or null, ...], or null.
func pairs(m []int) any {
	if m == nil {
		return nil
	}
	out := make([]any, len(m)/2)
	for i := range out {
		if m[2*i] >= 0 {
			out[i] = []int{m[2*i], m[2*i+1]}
		}
	}
	return out
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return errors.Join(errors.New("test result not JSON"), err).Error()
	}
	return string(b)
}

// matchCases expands a table of patterns and inputs into match cases.
func matchCases(table []struct {
	pattern, options string
	inputs           []string
}) []gcase {
	var out []gcase
	for _, row := range table {
		for _, in := range row.inputs {
			out = append(out, gcase{Op: "match", Pattern: row.pattern, Options: row.options, Input: in})
		}
	}
	return out
}
