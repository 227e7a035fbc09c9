package lang

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/golden"
	"prepl/lang/env"
	"prepl/lang/eval"
	"prepl/types"
)

// hieraRepo is the fixture control repository the Hiera tests use.
var hieraRepo, _ = filepath.Abs(filepath.Join("hiera", "testdata", "controlrepo"))

// hieraPrelude runs before each recorded lookup program, as
// scripts/record-hiera.rb runs it.
const hieraPrelude = "$topvar = 'T'\n$dcs = ['dc1', 'dc2']\n"

// newHieraSession is a session in one of the fixture's environments,
// with the global hiera.yaml, node testnode and the fact role=web (what
// the recorder gives Puppet), collecting notices and data warnings.
func newHieraSession(t *testing.T, envName string) (*Session, *[]string) {
	t.Helper()
	dir := filepath.Join(hieraRepo, "environments", envName)
	e, err := env.New(envName, dir, []string{filepath.Join(dir, "modules")}, "")
	require.NoError(t, err)
	facts := types.HashOf(
		types.String("role"), types.String("web"),
		types.String("os"), types.HashOf(types.String("family"), types.String("Debian")),
		types.String("osfamily"), types.String("Debian"))
	var out []string
	s := NewSession(Options{
		NodeName: "testnode", Facts: facts, Environment: e,
		HieraConfig: filepath.Join(hieraRepo, "global", "hiera.yaml"),
		Log: func(level eval.LogLevel, msg string) {
			switch level {
			case eval.LogNotice:
				out = append(out, "notice: "+msg)
			case eval.LogWarning:
				if !strings.Contains(msg, "deprecated in favor of using 'lookup'") {
					out = append(out, "warning: "+strings.TrimSpace(strings.SplitN(msg, "\n", 2)[0]))
				}
			}
		},
	})
	return s, &out
}

var (
	// errorPosition is the trailing position the recorder strips from
	// Puppet's errors.
	errorPosition = regexp.MustCompile(`(?m)^(error: .*?) \((file: [^)]*|line: [^)]*)\)$`)
	// The YAML parser reports a syntax error's problem and line, but not
	// the context and column Psych adds.
	yamlContext = regexp.MustCompile(` while [^:]*? (at line \d+) column \d+`)
)

// comparable is an outcome without what is known to be worded
// differently: the YAML syntax error's context, the Ruby source line of
// a Ruby error, and the signatures listed
// when lookup() gets arguments it does not accept (only its first line).
func comparable(s string) string {
	s = yamlContext.ReplaceAllString(s, " $1")
	// Ruby's error_highlight adds the offending Ruby line after a Ruby
	// error's message.
	if i := strings.Index(s, "\n\n"); i >= 0 && strings.HasPrefix(s, "error: undefined method") {
		s = s[:i]
	}
	if i := strings.Index(s, "was called with arguments it does not accept"); i >= 0 {
		if j := strings.Index(s[i:], "\n"); j >= 0 {
			s = s[:i+j]
		}
	}
	return s
}

// TestLookupsAsPuppet runs each recorded lookup program
// (hiera/testdata/lookups.golden) and compares notices, data warnings
// and the error with Puppet's.
func TestLookupsAsPuppet(t *testing.T) {
	for _, row := range golden.ReadTable(t, filepath.Join("hiera", "testdata", "lookups.golden")) {
		t.Run(row.Name(), func(t *testing.T) {
			s, out := newHieraSession(t, row.Fields[0])
			res := s.Eval(context.Background(), hieraPrelude+row.Fields[1])
			if res.Err != nil {
				*out = append(*out, "error: "+strings.TrimPrefix(res.Err.Message, "Evaluation Error: "))
			}
			got := strings.ReplaceAll(strings.Join(*out, "\n"), hieraRepo, "<repo>")
			got = errorPosition.ReplaceAllString(got, "$1")
			assert.Equal(t, comparable(row.Want), comparable(got))
		})
	}
}

// TestHieraBackendMessages: backends other than yaml_data and json_data
// fail saying so; a function that does not exist fails with the message
// `puppet apply` gives (the recorder's in-process compile cannot load
// functions for Hiera, so this one is written here).
func TestHieraBackendMessages(t *testing.T) {
	s, _ := newHieraSession(t, "fnmissing")
	res := s.Eval(context.Background(), "lookup('a')")
	require.NotNil(t, res.Err)
	assert.Equal(t, "Evaluation Error: Unable to find 'data_hash' function named 'mymod::nosuch'", res.Err.Message)

	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "hiera.yaml"), []byte("version: 5\nhierarchy:\n  - name: fn\n    data_hash: mymod::data\n"), 0o644))
	e, err := env.New("fn", dir, nil, "")
	require.NoError(t, err)
	s = NewSession(Options{Environment: e})
	require.Nil(t, s.Eval(context.Background(), "function mymod::data(Hash $o, $c) { {} }").Err)
	res = s.Eval(context.Background(), "lookup('a')")
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "hierarchy 'fn': data_hash functions other than yaml_data and json_data (here 'mymod::data') are not supported")
}
