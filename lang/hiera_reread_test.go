package lang

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/lang/env"
	"prepl/lang/eval"
)

// TestHieraDataReread: a data file changed between inputs is read again,
// and a broken one fails the input without ending the session.
func TestHieraDataReread(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	write("hiera.yaml", "version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n")
	write("data/common.yaml", "k: one\n")
	e, err := env.New("production", dir, nil, "")
	require.NoError(t, err)
	var warnings []string
	s := NewSession(Options{Environment: e, Log: func(level eval.LogLevel, msg string) {
		if level == eval.LogWarning {
			warnings = append(warnings, msg)
		}
	}})
	ctx := context.Background()
	res := s.Eval(ctx, "lookup('k')")
	require.Nil(t, res.Err)
	assert.Equal(t, "'one'", s.Show(res.Value))

	write("data/common.yaml", "k: three\n")
	res = s.Eval(ctx, "lookup('k')")
	require.Nil(t, res.Err)
	assert.Equal(t, "'three'", s.Show(res.Value))

	write("data/common.yaml", "k: [unclosed\n")
	res = s.Eval(ctx, "lookup('k')")
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "Unable to parse ("+filepath.Join(dir, "data", "common.yaml")+")")

	write("data/common.yaml", "- a list\n")
	res = s.Eval(ctx, "lookup('k', undef, undef, 'fallback')")
	require.Nil(t, res.Err)
	assert.Equal(t, "'fallback'", s.Show(res.Value))
	assert.Contains(t, warnings, filepath.Join(dir, "data", "common.yaml")+": file does not contain a valid yaml hash")

	write("data/common.yaml", "k: back\n")
	res = s.Eval(ctx, "lookup('k')")
	require.Nil(t, res.Err)
	assert.Equal(t, "'back'", s.Show(res.Value))
}

// TestEPPTemplateReread: a module's template is parsed once while it is
// unchanged and again after it changes, between inputs.
func TestEPPTemplateReread(t *testing.T) {
	dir := t.TempDir()
	tpl := filepath.Join(dir, "m", "templates", "t.epp")
	require.NoError(t, os.MkdirAll(filepath.Dir(tpl), 0o755))
	require.NoError(t, os.WriteFile(tpl, []byte("<%- | $x | -%>one <%= $x %>"), 0o644))
	e, err := env.New("production", "", []string{dir}, "")
	require.NoError(t, err)
	s := NewSession(Options{Environment: e})
	ctx := context.Background()
	for _, want := range []string{"'one 1'", "'one 1'"} {
		res := s.Eval(ctx, "epp('m/t.epp', {'x' => 1})")
		require.Nil(t, res.Err)
		assert.Equal(t, want, s.Show(res.Value))
	}
	// A different length, so the change shows within the file system's
	// time resolution.
	require.NoError(t, os.WriteFile(tpl, []byte("<%- | $x | -%>two, edited <%= $x %>"), 0o644))
	res := s.Eval(ctx, "epp('m/t.epp', {'x' => 2})")
	require.Nil(t, res.Err)
	assert.Equal(t, "'two, edited 2'", s.Show(res.Value))
	require.NoError(t, os.WriteFile(tpl, []byte("<%- | $x | -%><%= $x"), 0o644))
	res = s.Eval(ctx, "epp('m/t.epp', {'x' => 3})")
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Message, "epp(): Invalid EPP")
}
