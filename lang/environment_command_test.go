package lang

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/internal/testenv"
	"prepl/types"
)

// TestEnvironmentCommand: `:environment DIR` resets the session on the
// environment in DIR (relative to the working directory): its modules
// and Hiera data answer, what the session held before is gone, and a bad
// directory is refused with the session left as it was.
func TestEnvironmentCommand(t *testing.T) {
	work := t.TempDir()
	testenv.WriteFiles(t, work, map[string]string{
		"site/environment.conf":                   "modulepath = modules:site-modules\n",
		"site/modules/motd/manifests/init.pp":     "class motd(String $text) { file { '/etc/motd': content => $text } }\n",
		"site/site-modules/role/manifests/web.pp": "class role::web { include motd }\n",
		"site/hiera.yaml":                         "version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n",
		"site/data/common.yaml":                   "motd::text: 'Welcome'\n",
		"notes.txt":                               "not an environment\n",
	})
	s := NewSession(Options{WorkDir: work, Facts: types.EmptyHash})
	ctx := context.Background()

	res := s.Command(ctx, ":environment")
	require.Nil(t, res.Err)
	assert.Contains(t, res.Text, "No environment")

	require.Nil(t, s.Eval(ctx, "$before = 1").Err)
	res = s.Command(ctx, ":environment site")
	require.Nil(t, res.Err, res.Text)
	assert.Equal(t, "The session was reset on the environment in site.\nmodule path: modules:site-modules\nmodules:     motd, role\nmanifest:    manifests", res.Text,
		"paths within the environment are relative to it")

	assert.NotNil(t, s.Eval(ctx, "$before").Err, "the session starts afresh")
	require.Nil(t, s.Eval(ctx, "include role::web").Err)
	r := s.Eval(ctx, "getparam(File['/etc/motd'], 'content')")
	require.Nil(t, r.Err)
	assert.Equal(t, "Welcome", display.ToString(r.Value), "the class parameter comes from the environment's Hiera data")
	assert.Contains(t, s.Command(ctx, ":modules").Text, "motd")
	assert.Contains(t, s.Command(ctx, ":resources").Text, filepath.Join("site", "modules", "motd", "manifests", "init.pp")+":1",
		"a resource declared in a file under the working directory shows the file relative to it")
	assert.NotContains(t, s.Command(ctx, ":resources").Text, work)
	assert.Contains(t, s.Command(ctx, ":environment").Text, "environment: site ("+filepath.Join(work, "site")+")")

	for _, bad := range []struct{ arg, want string }{
		{"nosuch", "Cannot open the environment nosuch: " + filepath.Join(work, "nosuch") + " is not a directory"},
		{"notes.txt", "is not a directory"},
	} {
		res := s.Command(ctx, ":environment "+bad.arg)
		require.NotNil(t, res.Err, bad.arg)
		assert.Contains(t, res.Err.Message, bad.want)
	}
	require.Nil(t, s.Eval(ctx, "include motd").Err, "a refused environment leaves the session on the one it had")

	got, _, _ := s.Complete(":environment si", -1)
	assert.Equal(t, []string{"site/"}, got)
	got, _, _ = s.Complete(":environment site/", -1)
	assert.Equal(t, []string{"site/data/", "site/modules/", "site/site-modules/"}, got, "directories only")
}

// TestEnvironmentCommandSafe: a safe session opens only an environment
// whose directories it may read already (under the working directory).
func TestEnvironmentCommandSafe(t *testing.T) {
	work, outside := t.TempDir(), t.TempDir()
	testenv.WriteFiles(t, work, map[string]string{
		"inside/modules/a/manifests/init.pp": "class a {}\n",
		"reaching/environment.conf":          "modulepath = " + outside + "\n",
	})
	testenv.WriteFiles(t, outside, map[string]string{"modules/b/manifests/init.pp": "class b {}\n"})
	s := NewSession(Options{WorkDir: work, Facts: types.EmptyHash, Safe: true, Timeout: 10e9, MaxMemory: 1 << 30})
	ctx := context.Background()
	require.Nil(t, s.Command(ctx, ":environment inside").Err)
	require.Nil(t, s.Eval(ctx, "include a").Err)
	for _, arg := range []string{outside, "reaching"} {
		res := s.Command(ctx, ":environment "+arg)
		require.NotNil(t, res.Err, arg)
		assert.Contains(t, res.Err.Message, "not allowed in safe mode")
	}
}
