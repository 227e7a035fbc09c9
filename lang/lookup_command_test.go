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

	"prepl/internal/golden"
)

var recordOurs = flag.Bool("record-ours", false, "rewrite the \"+++\" part of testdata/lookup.txt's deliberate differences from the current :lookup output")

// TestLookupCommand checks :lookup's values and its --explain text, in the
// fixture's production environment, against testdata/lookup.txt: what
// Puppet 7 printed for each command (scripts/record-lookup.rb records it
// from `puppet lookup --explain` and `puppet apply`), or, where prepl
// prints something else on purpose, the "+++" part that says why and what.
func TestLookupCommand(t *testing.T) {
	path := filepath.Join("testdata", "lookup.txt")
	cases, err := golden.ReadCases(path)
	require.NoError(t, err)
	require.NotEmpty(t, cases)
	// Paths under the working directory show relative to it, as a
	// notebook beside its environment shows them.
	wd, err := os.Getwd()
	require.NoError(t, err)
	repo, err := filepath.Rel(wd, hieraRepo)
	require.NoError(t, err)
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			s, _ := newHieraSession(t, "production")
			require.Nil(t, s.Eval(context.Background(), hieraPrelude).Err)
			res := s.Command(context.Background(), strings.TrimSpace(c.Code))
			got := strings.Split(strings.ReplaceAll(res.Text, repo, "<repo>"), "\n")
			if res.Err != nil {
				// The failure's message ends the text.
				require.True(t, strings.HasSuffix(got[len(got)-1], res.Err.Message), "last line %q", got[len(got)-1])
				got[len(got)-1] = "ERROR: " + golden.Normalize(res.Err.Message, "")
			}
			if *recordOurs && c.Differs != "" {
				c.Ours = got
			}
			assert.Equal(t, c.Want(), got)
		})
	}
	if *recordOurs {
		require.NoError(t, golden.WriteCases(path, cases))
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
