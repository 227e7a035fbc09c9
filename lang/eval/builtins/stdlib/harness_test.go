package stdlib

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/catalog"
	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/lang/facts"
	"prepl/lang/syntax"
)

// record rewrites the expectations of testdata/cases from Puppet with
// puppetlabs-stdlib on its module path:
//
//	STDLIB_MODULEPATH=/path/to/modules go test ./lang/eval/builtins/stdlib -run TestCases -record
//
// STDLIB_MODULEPATH is a module path holding stdlib (a directory with
// stdlib in it), searched after testdata/modules, the fixture modules.
// testdata/record.rb does the work, on the Puppet library of the ruby on
// PATH, as every recorder runs Puppet (see internal/golden/doc.go).
var record = flag.Bool("record", false, "record the expectations of testdata/cases with Puppet and stdlib")

const nodeName = "node.example.com"

// modulesDir holds the fixture modules, first on the module path.
func modulesDir(t *testing.T) string {
	dir, err := filepath.Abs("testdata/modules")
	require.NoError(t, err)
	return dir
}

func filesDir(t *testing.T) string {
	dir, err := filepath.Abs("testdata/files")
	require.NoError(t, err)
	return dir
}

// run evaluates a program with a fresh evaluator, the node and facts the
// recording used, and returns what it logged as the expectations have it.
func run(t *testing.T, code, dir string) []string {
	nodeFacts, err := facts.ReadFile("testdata/facts.json")
	require.NoError(t, err)
	modulePath := []string{modulesDir(t)}
	if strings.Contains(code, needsStdlibMarker) {
		modulePath = append(modulePath, filepath.SplitList(os.Getenv("STDLIB_MODULEPATH"))...)
	}
	environment, err := env.New("production", "", modulePath, "")
	require.NoError(t, err)
	var out golden.Printed
	ev := eval.New(eval.Options{
		Environment: environment,
		WorkDir:     dir,
		NodeName:    nodeName,
		Facts:       nodeFacts,
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
	if err == nil && strings.Contains(code, resourcesMarker) {
		out.More = resourceLines(ev.Catalog())
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

// resourcesMarker in a case's program asks for the catalog's resources
// (other than classes and stages) in the expectations, one line each:
// "R: reference in container tags: tag, ...".
const resourcesMarker = "# resources"

func resourceLine(ref, container string, tags []string) string {
	sorted := append([]string(nil), tags...)
	sort.Strings(sorted)
	return "R: " + ref + " in " + container + " tags: " + strings.Join(sorted, ", ")
}

func resourceLines(cat *catalog.View) []string {
	container := map[string]string{}
	for _, e := range cat.Edges {
		if e.Kind == catalog.Contains {
			container[e.Target] = e.Source
		}
	}
	var out []string
	for _, r := range cat.Resources {
		if r.Type == "Class" || r.Type == "Stage" {
			continue
		}
		out = append(out, resourceLine(r.Ref(), container[r.Ref()], r.Tags))
	}
	return out
}

// needsStdlibMarker in a case's program says that it uses stdlib's
// Puppet-language types or functions, which come from the stdlib module:
// the case runs only when STDLIB_MODULEPATH names a module path that has
// it.
const needsStdlibMarker = "# needs stdlib"

// TestCases runs every case file and compares with what Puppet printed.
func TestCases(t *testing.T) {
	dir := filesDir(t)
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
				if strings.Contains(c.Code, needsStdlibMarker) && os.Getenv("STDLIB_MODULEPATH") == "" {
					t.Skip("needs stdlib on STDLIB_MODULEPATH")
				}
				assert.Equal(t, c.Want(), run(t, c.Code, dir), "program:\n%s", c.Code)
			})
		}
	}
}

// deprecationWhere is the part of stdlib's deprecation warnings that
// shows Puppet's stack and the Ruby location, which Puppet appends to the
// message; ours carry the position the usual way instead.
var deprecationWhere = regexp.MustCompile(`(?s) at \["[^\n]*\]:\[[^\n]*\](\n   \(location: .*\))?$`)

// recordCases asks Puppet, with stdlib on the module path, for the output
// of every case.
func recordCases(t *testing.T, cases []*golden.Case, dir string) {
	modulePath := os.Getenv("STDLIB_MODULEPATH")
	require.NotEmpty(t, modulePath, "set STDLIB_MODULEPATH to a module path holding puppetlabs-stdlib")
	tmp := t.TempDir()
	script, err := filepath.Abs("testdata/record.rb")
	require.NoError(t, err)
	factsPath, err := filepath.Abs("testdata/facts.json")
	require.NoError(t, err)
	args := []string{script, modulesDir(t) + ":" + modulePath, factsPath}
	for i, c := range cases {
		p := filepath.Join(tmp, "in-"+strconv.Itoa(i)+".pp")
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
			Status    string
			Notices   []string
			Warnings  []string
			Error     string
			Resources []struct {
				Ref, Container string
				Tags           []string
			}
		}
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		p := golden.Printed{Notices: r.Notices, Failed: r.Status == "error", Error: strings.ReplaceAll(r.Error, tmp, "@DIR@")}
		for _, w := range r.Warnings {
			p.Warnings = append(p.Warnings, strings.ReplaceAll(deprecationWhere.ReplaceAllString(w, ""), tmp, "@DIR@"))
		}
		if strings.Contains(cases[i].Code, resourcesMarker) {
			for _, res := range r.Resources {
				p.More = append(p.More, resourceLine(res.Ref, res.Container, res.Tags))
			}
		}
		cases[i].Expect = p.Lines(dir)
	}
}
