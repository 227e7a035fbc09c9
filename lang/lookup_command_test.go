package lang

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateExplain = flag.Bool("update-explain", false, "rewrite testdata/lookup/*.golden from the current :lookup output")

// TestLookupCommand checks :lookup's value and its --explain text
// against golden files (testdata/lookup), in the fixture's production
// environment.
func TestLookupCommand(t *testing.T) {
	tests := []struct{ name, input string }{
		{"value", ":lookup message"},
		{"value_merged", ":lookup packages --merge unique"},
		{"dotted", ":lookup users.alice.groups"},
		{"explain_first", ":lookup message --explain"},
		{"explain_lookup_options", ":lookup --explain users"},
		{"explain_merge_argument", ":lookup ports --merge hash --explain"},
		{"explain_module", ":lookup ntp::servers --explain"},
		{"explain_interpolated", ":lookup via_lookup --explain"},
		{"explain_not_found", ":lookup nope --explain"},
		{"explain_error", ":lookup recursive_a --explain"},
		{"not_found", ":lookup nope"},
		{"bad_merge", ":lookup message --merge sideways"},
		{"no_key", ":lookup --explain"},
	}
	// Paths under the working directory show relative to it, as a
	// notebook beside its environment shows them.
	wd, err := os.Getwd()
	require.NoError(t, err)
	repo, err := filepath.Rel(wd, hieraRepo)
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newHieraSession(t, "production")
			require.Nil(t, s.Eval(context.Background(), hieraPrelude).Err)
			res := s.Command(context.Background(), tt.input)
			got := tt.input + "\n" + strings.ReplaceAll(res.Text, repo, "<repo>") + "\n"
			if res.Err != nil {
				got += "(error)\n"
			}
			path := filepath.Join("testdata", "lookup", tt.name+".golden")
			if *updateExplain {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(want), got)
		})
	}
}

// TestLookupExplainPaths: the explanation shows the files under the
// working directory relative to it, and others as they are.
func TestLookupExplainPaths(t *testing.T) {
	s, _ := newHieraSession(t, "production")
	res := s.Command(context.Background(), ":lookup message --explain")
	require.Nil(t, res.Err)
	assert.Contains(t, res.Text, `Using configuration "hiera/testdata/controlrepo/environments/production/hiera.yaml"`)
	s.opts.WorkDir = t.TempDir()
	res = s.Command(context.Background(), ":lookup message --explain")
	require.Nil(t, res.Err)
	assert.Contains(t, res.Text, `Using configuration "`+filepath.Join(hieraRepo, "environments", "production", "hiera.yaml")+`"`)
}

// TestLookupExplainHTML: the explanation is also a table for notebooks.
func TestLookupExplainHTML(t *testing.T) {
	s, _ := newHieraSession(t, "production")
	res := s.Command(context.Background(), ":lookup message --explain")
	require.Nil(t, res.Err)
	assert.Contains(t, res.HTML, "<table>")
	assert.Contains(t, res.HTML, "<td>Per node</td>")
	assert.Contains(t, res.HTML, "<code>nodes/%{trusted.certname}.yaml</code>")
	assert.Contains(t, res.HTML, "Result: <code>&#39;node level&#39;</code>")
}

// TestLookupCompletesKeys: :lookup completes the keys of the data files.
func TestLookupCompletesKeys(t *testing.T) {
	s, _ := newHieraSession(t, "production")
	require.Nil(t, s.Eval(context.Background(), hieraPrelude).Err)
	matches, start, end := s.Complete(":lookup ntp::s", len(":lookup ntp::s"))
	assert.Equal(t, []string{"ntp::servers"}, matches)
	assert.Equal(t, len(":lookup "), start)
	assert.Equal(t, len(":lookup ntp::s"), end)
	matches, _, _ = s.Complete(":lookup --merge deep dc_", len(":lookup --merge deep dc_"))
	assert.Equal(t, []string{"dc_list", "dc_name"}, matches)
}
