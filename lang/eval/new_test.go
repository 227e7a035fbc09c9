package eval_test

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
	// The built-in functions (reverse_each makes iterators for the cases).
	_ "prepl/lang/eval/builtins"
	"prepl/lang/syntax"
)

// recordNew rewrites the expectations of testdata/new/*.txt (except
// deviations.txt, whose expectations are ours) from Puppet itself:
//
//	go test ./lang/eval -run TestNew -record-new
//
// with Puppet's reference driver where golden.ReferenceDriver finds it
// (PUPPET_REF).
var recordNew = flag.Bool("record-new", false, "record the expected output of testdata/new with the reference implementation")

// runNew evaluates a program with a fresh evaluator and returns what it
// logged, in the form of the expectations.
func runNew(t *testing.T, code string) []string {
	var out golden.Printed
	ev := eval.New(eval.Options{
		NodeName: "conformance.example.com",
		Log: func(level eval.LogLevel, msg string) {
			switch level {
			case eval.LogNotice:
				out.Notices = append(out.Notices, msg)
			case eval.LogWarning:
				out.Warnings = append(out.Warnings, msg)
			}
		},
	})
	prog, err := syntax.Parse(syntax.NewSource("in.pp", code))
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
	return out.Lines("")
}

// TestNew runs the case files of testdata/new and compares what each
// program prints with what Puppet printed (deviations.txt: with what the
// product prints where it deliberately differs from Puppet).
func TestNew(t *testing.T) {
	paths, err := filepath.Glob("testdata/new/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		cases, err := golden.ReadCases(path)
		require.NoError(t, err)
		group := strings.TrimSuffix(filepath.Base(path), ".txt")
		if *recordNew && group != "deviations" {
			recordNewCases(t, cases)
			require.NoError(t, golden.WriteCases(path, cases))
		}
		for _, c := range cases {
			t.Run(group+"/"+c.Name, func(t *testing.T) {
				want := c.Want()
				got := runNew(t, c.Code)
				if got == nil {
					got = []string{}
				}
				assert.Equal(t, want, got, "program:\n%s", c.Code)
			})
		}
	}
}

// recordNewCases asks Puppet for the output of every case.
func recordNewCases(t *testing.T, cases []*golden.Case) {
	tmp := t.TempDir()
	driver, err := golden.ReferenceDriver()
	require.NoError(t, err)
	args := []string{driver}
	for i, c := range cases {
		p := filepath.Join(tmp, strconv.Itoa(i)+".pp")
		require.NoError(t, os.WriteFile(p, []byte(c.Code), 0o644))
		args = append(args, p)
	}
	out, err := exec.Command("ruby", args...).Output()
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	require.Len(t, lines, len(cases))
	for _, line := range lines {
		var r struct {
			File     string
			Status   string
			Notices  []string
			Warnings []string
			Error    string
		}
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		i, err := strconv.Atoi(strings.TrimSuffix(filepath.Base(r.File), ".pp"))
		require.NoError(t, err, "unexpected file in the driver's output: %s", r.File)
		cases[i].Expect = golden.Printed{Notices: r.Notices, Warnings: r.Warnings, Failed: r.Status == "error", Error: r.Error}.Lines("")
	}
}

// TestNewNeverFailsInternally calls the constructor of every type with
// assorted values, alone and in pairs: each call must give a value or an
// evaluation error, never an internal error (a recovered Go panic).
func TestNewNeverFailsInternally(t *testing.T) {
	typeNames := []string{
		"Any", "Numeric", "Integer", "Integer[0, 5]", "Float", "Float[0.0, 1.0]", "Boolean", "String", "String[2]",
		"Array", "Array[Integer]", "Tuple[Integer, String]", "Hash", "Hash[String, Integer]", "Struct[{a => Integer}]",
		"Optional[Integer]", "Optional", "NotUndef[String]", "NotUndef", "Variant[Integer, String]", "Regexp", "Regexp['a']",
		"Sensitive", "Sensitive[Integer]", "SemVer", "SemVer['>=1.0.0']", "SemVerRange", "Timespan", "Timespan[0, 10]",
		"Timestamp", "Timestamp[0, 10]", "Binary", "Type", "Type[Integer]", "Callable", "Undef", "Default", "Scalar",
		"Data", "Collection", "Iterable", "Iterator", "Init", "Init[Integer]", "Init[Integer, 16]", "Enum[a]",
		"Pattern[/a/]", "Runtime[ruby, 'X']", "Notify", "Class", "CatalogEntry",
	}
	values := []string{
		"undef", "default", "true", "false", "0", "-1", "-9223372036854775807 - 1", "1.5", "-0.0",
		"1e300", "''", "'0x'", "'- 12'", "'0b'", "' 1'", "'abc'", "'1.2.3'", "'%s'", "'%B'", "'tree'", "'hash_tree'",
		"'Integer[1'", "'>=1 <2'", "'1:02'", "'2016-08-24'", "'CET'", "[]", "[1]", "[1, 2]", "[[a, 1]]", "[[[a], 1]]",
		"[[[], 1]]", "[[[a, 5], 1]]", "{}", "{a => 1}", "{from => '1'}", "{value => 'AQ=='}", "{string => '1'}",
		"{min => default}", "{major => 1, minor => 2, patch => 3}", "Integer", "Integer[1, 3]", "/a/", "Sensitive(1)",
		"SemVer('1.0.0')", "Timespan(1)", "Timestamp(1)", "Binary('AQ==')", "Integer[1, 3].reverse_each",
	}
	for _, tn := range typeNames {
		ev := eval.New(eval.Options{})
		for i, v := range values {
			calls := []string{tn + ".new(" + v + ")"}
			for _, w := range values[i%7 : i%7+8] {
				calls = append(calls, tn+".new("+v+", "+w+")")
			}
			for _, call := range calls {
				prog, err := syntax.Parse(syntax.NewSource("in.pp", "$x = "+call+"\n"))
				require.NoError(t, err, call)
				_, err = ev.Evaluate(context.Background(), prog)
				var ee *eval.Error
				if errors.As(err, &ee) {
					assert.NotEqual(t, eval.InternalError, ee.Kind, "%s: %v", call, err)
				}
			}
		}
	}
}
