package builtins

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// record rewrites the expectations of testdata/cases from Puppet itself:
//
//	go test ./lang/eval/builtins -run TestCases -record
//
// with Puppet's reference driver where golden.ReferenceDriver finds it
// (PUPPET_REF).
var record = flag.Bool("record", false, "record the expected output of testdata/cases with the reference implementation")

func filesDir(t *testing.T) string {
	dir, err := filepath.Abs("testdata/files")
	require.NoError(t, err)
	return dir
}

// run evaluates a program with a fresh evaluator and returns what it
// logged, in the form of the expectations.
func run(t *testing.T, code, dir string) []string {
	var out golden.Printed
	ev := eval.New(eval.Options{
		WorkDir: dir,
		Log: func(level eval.LogLevel, msg string) {
			switch level {
			case eval.LogNotice:
				out.Notices = append(out.Notices, msg)
			case eval.LogWarning:
				out.Warnings = append(out.Warnings, msg)
			}
		},
	})
	src := strings.ReplaceAll(code, "@DIR@", dir)
	prog, err := syntax.Parse(syntax.NewSource(filepath.Join(dir, "in.pp"), src))
	if err == nil {
		_, err = ev.Evaluate(context.Background(), prog)
	}
	if err != nil {
		var ee *eval.Error
		if errors.As(err, &ee) && ee.Kind == eval.InternalError {
			t.Fatalf("internal error: %v", err)
		}
		out.Failed, out.Error = true, err.Error()
		if ee != nil {
			out.Error = ee.Msg
		}
	}
	return out.Lines(dir)
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
		cases, err := golden.ReadCases(path)
		require.NoError(t, err)
		if *record {
			recordCases(t, cases, dir)
			require.NoError(t, golden.WriteCases(path, cases))
		}
		group := strings.TrimSuffix(filepath.Base(path), ".txt")
		for _, c := range cases {
			t.Run(group+"/"+c.Name, func(t *testing.T) {
				want := c.Want()
				got := run(t, c.Code, dir)
				if got == nil {
					got = []string{}
				}
				if reason, ok := pending[group+"/"+c.Name]; ok {
					if assert.ObjectsAreEqual(want, got) {
						t.Fatalf("passes now: remove it from testdata/pending.txt")
					}
					t.Skipf("pending: %s", reason)
				}
				assert.Equal(t, want, got, "program:\n%s", c.Code)
			})
		}
	}
}

// recordCases asks Puppet for the output of every case.
func recordCases(t *testing.T, cases []*golden.Case, dir string) {
	tmp := t.TempDir()
	script, err := filepath.Abs("testdata/record.rb")
	require.NoError(t, err)
	driver, err := golden.ReferenceDriver()
	require.NoError(t, err)
	args := []string{script, driver}
	for i, c := range cases {
		p := filepath.Join(tmp, strings.ReplaceAll(c.Name, "/", "_")+"-"+strconv.Itoa(i)+".pp")
		require.NoError(t, os.WriteFile(p, []byte(strings.ReplaceAll(c.Code, "@DIR@", dir)), 0o644))
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
		cases[i].Expect = golden.Printed{Notices: r.Notices, Warnings: r.Warnings, Failed: r.Status == "error", Error: r.Error}.Lines(dir)
	}
}
