package lang

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/memlimit"
	"prepl/internal/testenv"
	"prepl/lang/env"
)

// TestSafeMode: a safe session runs no programs and reads files only
// under its working directory and its environment's directories.
func TestSafeMode(t *testing.T) {
	root := t.TempDir()
	work := filepath.Join(root, "work")
	envDir := filepath.Join(root, "env")
	modules := filepath.Join(root, "modules")
	outside := filepath.Join(root, "outside")
	testenv.WriteFiles(t, root, map[string]string{
		"work/here.txt":      "here",
		"work/t.epp":         "<%= 1 + 1 %>",
		"work/load.pp":       "$loaded = 1",
		"env/env.txt":        "env",
		"modules/mod.txt":    "mod",
		"outside/secret.txt": "secret",
		"outside/secret.pp":  "$x = 1",
	})
	testenv.Symlinks(t, root, map[string]string{"work/link.txt": "outside/secret.txt"})
	environment, err := env.New("production", envDir, []string{modules}, "")
	require.NoError(t, err)

	s := NewSession(Options{Safe: true, WorkDir: work, Environment: environment})
	secret := filepath.Join(outside, "secret.txt")
	refused := "is not allowed in safe mode: only files under the working directory and the environment's directories can be read"
	for _, tc := range []struct {
		input, want string
		ok          bool
	}{
		{"file('here.txt')", "here", true},
		{"file('" + filepath.Join(envDir, "env.txt") + "')", "env", true},
		{"file('" + filepath.Join(modules, "mod.txt") + "')", "mod", true},
		{"epp('t.epp')", "2", true},
		{"file('" + secret + "')", refused, false},
		{"file('../outside/secret.txt')", refused, false},
		{"file('link.txt')", refused, false},
		{"binary_file('" + secret + "')", refused, false},
		{"find_file('" + secret + "')", refused, false},
		{"find_file('/nonexistent/at/all')", refused, false},
		{"epp('" + secret + "')", refused, false},
		{"generate('/bin/echo', 'hi')", "generate() runs programs, which safe mode does not allow", false},
	} {
		t.Run(tc.input, func(t *testing.T) {
			res := s.Eval(context.Background(), tc.input)
			if tc.ok {
				require.Nil(t, res.Err)
				assert.Contains(t, s.Shown(res.Value).Text(), tc.want)
				return
			}
			require.NotNil(t, res.Err)
			assert.Contains(t, res.Err.Error(), tc.want)
		})
	}
	res := s.Command(context.Background(), ":load "+filepath.Join(outside, "secret.pp"))
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Error(), refused)
	res = s.Command(context.Background(), ":load load.pp")
	assert.Nil(t, res.Err)
	res = s.Command(context.Background(), ":save saved.pp")
	require.NotNil(t, res.Err)
	assert.Contains(t, res.Err.Error(), "safe mode does not allow")
	assert.NoFileExists(t, filepath.Join(work, "saved.pp"))

	// the same inputs outside safe mode
	open := NewSession(Options{WorkDir: work})
	assert.Nil(t, open.Eval(context.Background(), "file('"+secret+"')").Err)
}

// TestTimeout: an input that runs too long stops with a clear error and
// the session goes on with its state.
func TestTimeout(t *testing.T) {
	s := NewSession(Options{Timeout: 50 * time.Millisecond})
	require.Nil(t, s.Eval(context.Background(), "$kept = 1").Err)
	res := s.Eval(context.Background(), "Integer[1, 100000000000].each |$i| { }")
	require.NotNil(t, res.Err)
	assert.Equal(t, "Interrupted", res.Err.Kind)
	assert.True(t, strings.HasPrefix(res.Err.Error(), "Evaluation timed out after 50ms"), res.Err.Error())
	res = s.Eval(context.Background(), "$kept + 1")
	require.Nil(t, res.Err)
	assert.Equal(t, "2", s.Shown(res.Value).Text())
}

func TestCheckSafe(t *testing.T) {
	t.Setenv(memlimit.EnvVar, "")
	o := Options{Safe: true}
	require.NoError(t, o.CheckSafe())
	assert.Equal(t, DefaultSafeTimeout, o.Timeout)
	assert.Positive(t, o.MaxMemory, "the default memory limit, made explicit")
	t.Setenv(memlimit.EnvVar, "0")
	o = Options{Safe: true}
	assert.Error(t, o.CheckSafe(), "the environment cannot turn the limit off either")
	t.Setenv(memlimit.EnvVar, "")
	o = Options{Safe: true, Timeout: time.Second}
	require.NoError(t, o.CheckSafe())
	assert.Equal(t, time.Second, o.Timeout)
	o = Options{Safe: true, MaxMemory: -1}
	assert.Error(t, o.CheckSafe())
	o = Options{MaxMemory: -1}
	require.NoError(t, o.CheckSafe())
	assert.Zero(t, o.Timeout, "only safe sessions get a default timeout")
}

// TestSafeHieraStaysInItsDatadir: in safe mode a hierarchy path built from
// a variable the code sets cannot leave the level's datadir.
func TestSafeHieraStaysInItsDatadir(t *testing.T) {
	root := t.TempDir()
	envDir := filepath.Join(root, "env")
	files := map[string]string{
		"env/hiera.yaml":          "version: 5\nhierarchy:\n  - name: roles\n    path: \"roles/%{::role}.yaml\"\n  - name: common\n    path: common.yaml\n",
		"env/data/common.yaml":    "greeting: hello\n",
		"env/data/roles/web.yaml": "greeting: web\n",
		"outside/secret.yaml":     "greeting: secret\n",
	}
	testenv.WriteFiles(t, root, files)
	environment, err := env.New("production", envDir, nil, "")
	require.NoError(t, err)
	for _, tc := range []struct {
		safe       bool
		role, want string
		wantErr    string
	}{
		{true, "web", "'web'", ""},
		{true, "../../../outside/secret", "", "is not allowed in safe mode: it is outside the datadir"},
		{false, "../../../outside/secret", "'secret'", ""},
	} {
		s := NewSession(Options{Safe: tc.safe, WorkDir: root, Environment: environment})
		res := s.Eval(context.Background(), "$role = '"+tc.role+"'\nlookup('greeting')")
		if tc.wantErr != "" {
			require.NotNil(t, res.Err, "%s", tc.role)
			assert.Contains(t, res.Err.Error(), tc.wantErr)
			continue
		}
		require.Nil(t, res.Err, "%v", res.Err)
		assert.Equal(t, tc.want, s.Shown(res.Value).Text())
	}
}
