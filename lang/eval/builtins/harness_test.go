package builtins

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// record rewrites the expectations of testdata/cases from Puppet itself:
//
//	go test ./lang/eval/builtins -run TestCases -record
var record = flag.Bool("record", false, "record the expected output of testdata/cases with the reference implementation")

// refDriver runs programs through Puppet 7 and prints one JSON line each.
const refDriver = "/work/shared/conformance/ref/puppet_ref.rb"

// A testCase is one program of a case file and what Puppet printed for it:
// notices, "W: " warnings and a final "ERROR: " line, each without
// positions.
type testCase struct {
	name   string
	code   string
	expect []string
	// differs is why this implementation deliberately prints ours
	// instead of expect ("" when it matches Puppet).
	differs string
	ours    []string
}

// Case files hold cases as
//
//	=== name
//	program lines
//	---
//	expected lines
//	+++ reason
//	our lines
//
// where the optional "+++" part records a deliberate difference from
// Puppet (where Puppet fails with an internal error, say) and what is
// printed instead.
// "@DIR@" in a program stands for the absolute path of testdata/files.
func readCases(t *testing.T, path string) []*testCase {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var cases []*testCase
	var cur *testCase
	inExpect, inOurs := false, false
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			cur = &testCase{name: strings.TrimPrefix(line, "=== ")}
			cases = append(cases, cur)
			inExpect, inOurs = false, false
		case cur == nil:
			t.Fatalf("%s: text before the first case: %q", path, line)
		case line == "---" && !inExpect:
			inExpect = true
		case inExpect && strings.HasPrefix(line, "+++ "):
			cur.differs = strings.TrimPrefix(line, "+++ ")
			inOurs = true
		case inOurs:
			cur.ours = append(cur.ours, line)
		case inExpect:
			cur.expect = append(cur.expect, line)
		default:
			cur.code += line + "\n"
		}
	}
	return cases
}

func writeCases(t *testing.T, path string, cases []*testCase) {
	var b strings.Builder
	for _, c := range cases {
		b.WriteString("=== " + c.name + "\n" + c.code + "---\n")
		for _, l := range c.expect {
			b.WriteString(l + "\n")
		}
		if c.differs != "" {
			b.WriteString("+++ " + c.differs + "\n")
			for _, l := range c.ours {
				b.WriteString(l + "\n")
			}
		}
	}
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
}

func filesDir(t *testing.T) string {
	dir, err := filepath.Abs("testdata/files")
	require.NoError(t, err)
	return dir
}

var (
	positionRE = regexp.MustCompile(`\s*\((file: [^)]*|line: \d+(, column: \d+)?|file & line not available)\)`)
	errorHead  = regexp.MustCompile(`^(?:[A-Z]\w*(?:::\w+)*: )?(?:Evaluation Error: )?(?:Could not parse for environment \w+: )?(?:Error while evaluating a [\w ]+?, )?`)
)

// normalize removes what differs between runs and implementations but not
// in meaning: positions, Puppet's error class and evaluation prefixes, the
// node name and the test data directory.
func normalize(msg, dir string) string {
	msg = strings.TrimSuffix(msg, " on node conformance.example.com")
	msg = positionRE.ReplaceAllString(msg, "")
	msg = errorHead.ReplaceAllString(msg, "")
	msg = strings.ReplaceAll(msg, dir, "@DIR@")
	return strings.TrimSpace(msg)
}

// run evaluates a program with a fresh evaluator and returns what it
// logged, in the form of the expectations.
func run(t *testing.T, code, dir string) []string {
	var notices, warnings []string
	ev := eval.New(eval.Options{
		WorkDir: dir,
		Log: func(level eval.LogLevel, msg string) {
			switch level {
			case eval.LogNotice:
				notices = append(notices, strings.Split(strings.ReplaceAll(msg, dir, "@DIR@"), "\n")...)
			case eval.LogWarning:
				warnings = append(warnings, "W: "+normalize(msg, dir))
			}
		},
	})
	src := strings.ReplaceAll(code, "@DIR@", dir)
	prog, err := syntax.Parse(syntax.NewSource(filepath.Join(dir, "in.pp"), src))
	if err == nil {
		_, err = ev.Evaluate(context.Background(), prog)
	}
	out := append(notices, warnings...)
	if err != nil {
		var ee *eval.Error
		if errors.As(err, &ee) && ee.Kind == eval.InternalError {
			t.Fatalf("internal error: %v", err)
		}
		msg := err.Error()
		if ee != nil {
			msg = ee.Msg
		}
		out = append(out, strings.Split("ERROR: "+normalize(msg, dir), "\n")...)
	}
	return out
}

// readPending returns the cases, by group/name, that wait on a change
// outside this package, with the reason: testdata/pending.txt holds one
// "group/name reason" line each.
func readPending(t *testing.T) map[string]string {
	data, err := os.ReadFile("testdata/pending.txt")
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	pending := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		pending[name] = strings.TrimSpace(reason)
	}
	return pending
}

// TestCases runs every case file and compares with what Puppet printed.
// A pending case that passes fails the test, so the list stays current.
func TestCases(t *testing.T) {
	dir := filesDir(t)
	pending := readPending(t)
	paths, err := filepath.Glob("testdata/cases/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		cases := readCases(t, path)
		if *record {
			recordCases(t, cases, dir)
			writeCases(t, path, cases)
		}
		group := strings.TrimSuffix(filepath.Base(path), ".txt")
		for _, c := range cases {
			t.Run(group+"/"+c.name, func(t *testing.T) {
				want := c.expect
				if c.differs != "" {
					want = c.ours
				}
				if want == nil {
					want = []string{}
				}
				got := run(t, c.code, dir)
				if got == nil {
					got = []string{}
				}
				if reason, ok := pending[group+"/"+c.name]; ok {
					if assert.ObjectsAreEqual(want, got) {
						t.Fatalf("passes now: remove it from testdata/pending.txt")
					}
					t.Skipf("pending: %s", reason)
				}
				assert.Equal(t, want, got, "program:\n%s", c.code)
			})
		}
	}
}

// recordCases asks Puppet for the output of every case.
func recordCases(t *testing.T, cases []*testCase, dir string) {
	tmp := t.TempDir()
	script, err := filepath.Abs("testdata/record.rb")
	require.NoError(t, err)
	args := []string{script, refDriver}
	for i, c := range cases {
		p := filepath.Join(tmp, strings.ReplaceAll(c.name, "/", "_")+"-"+strconv.Itoa(i)+".pp")
		require.NoError(t, os.WriteFile(p, []byte(strings.ReplaceAll(c.code, "@DIR@", dir)), 0o644))
		args = append(args, p)
	}
	cmd := exec.Command("ruby", args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	require.Len(t, lines, len(cases))
	for i, line := range lines {
		var r struct {
			Status   string
			Notices  []string
			Warnings []string
			Error    string
		}
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		var exp []string
		for _, n := range r.Notices {
			exp = append(exp, strings.Split(strings.ReplaceAll(n, dir, "@DIR@"), "\n")...)
		}
		for _, w := range r.Warnings {
			exp = append(exp, "W: "+normalize(w, dir))
		}
		if r.Status == "error" {
			exp = append(exp, strings.Split("ERROR: "+normalize(r.Error, dir), "\n")...)
		}
		cases[i].expect = exp
	}
}
