package eval_test

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

	"prepl/internal/casefile"
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
// with Puppet's reference driver where casefile.ReferenceDriver finds it
// (PUPPET_REF).
var recordNew = flag.Bool("record-new", false, "record the expected output of testdata/new with the reference implementation")

// newCase is one program of a case file and what it prints: notices, "W: "
// warnings and a final "ERROR: " line, each without positions.
type newCase struct {
	name   string
	code   string
	expect []string
}

// readNewCases reads a case file of entries
//
//	=== name
//	program lines
//	---
//	expected lines
func readNewCases(t *testing.T, path string) []*newCase {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var cases []*newCase
	var cur *newCase
	inExpect := false
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			cur = &newCase{name: strings.TrimPrefix(line, "=== ")}
			cases = append(cases, cur)
			inExpect = false
		case cur == nil:
			t.Fatalf("%s: text before the first case: %q", path, line)
		case line == "---" && !inExpect:
			inExpect = true
		case inExpect:
			cur.expect = append(cur.expect, line)
		default:
			cur.code += line + "\n"
		}
	}
	return cases
}

func writeNewCases(t *testing.T, path string, cases []*newCase) {
	var b strings.Builder
	for _, c := range cases {
		b.WriteString("=== " + c.name + "\n" + c.code + "---\n")
		for _, l := range c.expect {
			b.WriteString(l + "\n")
		}
	}
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
}

var (
	newPositionRE = regexp.MustCompile(`\s*\((file: [^)]*|line: \d+(, column: \d+)?|file & line not available)\)`)
	newErrorHead  = regexp.MustCompile(`^(?:[A-Z]\w*(?:::\w+)*: )?(?:Evaluation Error: )?(?:Error while evaluating a [\w ]+?, )?`)
)

// normalizeNew removes what differs between runs and implementations but
// not in meaning: positions, Puppet's error class and evaluation prefixes
// and the node name.
func normalizeNew(msg string) string {
	msg = strings.TrimSuffix(msg, " on node conformance.example.com")
	msg = newPositionRE.ReplaceAllString(msg, "")
	msg = newErrorHead.ReplaceAllString(msg, "")
	return strings.TrimSpace(msg)
}

// runNew evaluates a program with a fresh evaluator and returns what it
// logged, in the form of the expectations.
func runNew(t *testing.T, code string) []string {
	var notices, warnings []string
	ev := eval.New(eval.Options{
		NodeName: "conformance.example.com",
		Log: func(level eval.LogLevel, msg string) {
			switch level {
			case eval.LogNotice:
				notices = append(notices, strings.Split(msg, "\n")...)
			case eval.LogWarning:
				warnings = append(warnings, "W: "+normalizeNew(msg))
			}
		},
	})
	prog, err := syntax.Parse(syntax.NewSource("in.pp", code))
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
		out = append(out, strings.Split("ERROR: "+normalizeNew(msg), "\n")...)
	}
	return out
}

// TestNew runs the case files of testdata/new and compares what each
// program prints with what Puppet printed (deviations.txt: with what the
// product prints where it deliberately differs from Puppet).
func TestNew(t *testing.T) {
	paths, err := filepath.Glob("testdata/new/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		cases := readNewCases(t, path)
		group := strings.TrimSuffix(filepath.Base(path), ".txt")
		if *recordNew && group != "deviations" {
			recordNewCases(t, cases)
			writeNewCases(t, path, cases)
		}
		for _, c := range cases {
			t.Run(group+"/"+c.name, func(t *testing.T) {
				want := c.expect
				if want == nil {
					want = []string{}
				}
				got := runNew(t, c.code)
				if got == nil {
					got = []string{}
				}
				assert.Equal(t, want, got, "program:\n%s", c.code)
			})
		}
	}
}

// recordNewCases asks Puppet for the output of every case.
func recordNewCases(t *testing.T, cases []*newCase) {
	tmp := t.TempDir()
	driver, err := casefile.ReferenceDriver()
	require.NoError(t, err)
	args := []string{driver}
	for i, c := range cases {
		p := filepath.Join(tmp, strconv.Itoa(i)+".pp")
		require.NoError(t, os.WriteFile(p, []byte(c.code), 0o644))
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
		var exp []string
		for _, n := range r.Notices {
			exp = append(exp, strings.Split(n, "\n")...)
		}
		for _, w := range r.Warnings {
			exp = append(exp, "W: "+normalizeNew(w))
		}
		if r.Status == "error" {
			exp = append(exp, strings.Split("ERROR: "+normalizeNew(r.Error), "\n")...)
		}
		cases[i].expect = exp
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
