package env

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
)

func TestModulesFirstOnPathWins(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, d := range []string{
		filepath.Join(a, "ntp", "manifests"),
		filepath.Join(b, "ntp", "manifests"),
		filepath.Join(b, "apt"),
		filepath.Join(b, "Bad-Name"),
	} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(a, "ntp", "metadata.json"), []byte(`{"name":"acme-ntp","version":"1.2.3"}`), 0o644))
	e, err := New("", "", []string{a, filepath.Join(a, "missing"), b}, "")
	require.NoError(t, err)
	assert.Equal(t, "production", e.Name)
	var names []string
	for _, m := range e.Modules() {
		names = append(names, m.Name)
	}
	assert.Equal(t, []string{"apt", "ntp"}, names)
	ntp, ok := e.Module("ntp")
	require.True(t, ok)
	assert.Equal(t, filepath.Join(a, "ntp"), ntp.Dir)
	assert.Equal(t, "acme-ntp", ntp.FullName())
	assert.Equal(t, "1.2.3", ntp.Version())
	_, ok = e.Module("Bad-Name")
	assert.False(t, ok)
}

func TestOpenEnvironmentConf(t *testing.T) {
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, map[string]string{
		"prod/environment.conf":     "[main]\n; comment\nmodulepath = site:modules:$basemodulepath\nmanifest = 'manifests/site.pp'\n",
		"prod/site/role/README":     "",
		"prod/manifests/site.pp":    "",
		"base/extra/README":         "",
		"plain/manifests/x.pp":      "",
		"plain/manifests/a/b.pp":    "",
		"plain/manifests/a-b.pp":    "",
		"plain/modules/m/README.md": "",
	})
	base := filepath.Join(dir, "base")
	e, err := Open(Settings{Dir: filepath.Join(dir, "prod"), BaseModulePath: base})
	require.NoError(t, err)
	assert.Equal(t, "prod", e.Name)
	assert.Equal(t, []string{filepath.Join(dir, "prod", "site"), filepath.Join(dir, "prod", "modules"), base}, e.ModulePath)
	files, err := e.MainManifests()
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, "prod", "manifests", "site.pp")}, files)
	_, ok := e.Module("extra")
	assert.True(t, ok)

	// Defaults: modules/ and the manifests/ directory, in Puppet's order.
	e, err = Open(Settings{Dir: filepath.Join(dir, "plain")})
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, "plain", "modules")}, e.ModulePath)
	files, err = e.MainManifests()
	require.NoError(t, err)
	m := filepath.Join(dir, "plain", "manifests")
	assert.Equal(t, []string{filepath.Join(m, "a-b.pp"), filepath.Join(m, "a", "b.pp"), filepath.Join(m, "x.pp")}, files)

	none, err := Open(Settings{})
	require.NoError(t, err)
	assert.Nil(t, none)

	testenv.WriteFiles(t, dir, map[string]string{"badconf/environment.conf": "modulepath\n"})
	_, err = Open(Settings{Dir: filepath.Join(dir, "badconf")})
	assert.ErrorContains(t, err, "environment.conf:1: expected 'setting = value'")
}

func TestFilesOfNames(t *testing.T) {
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, map[string]string{
		"ntp/manifests/init.pp":      "",
		"ntp/manifests/b.pp":         "",
		"ntp/manifests/b/c.pp":       "",
		"ntp/functions/f.pp":         "",
		"ntp/functions/a/g.pp":       "",
		"ntp/types/compat/port.pp":   "",
		"ntp/templates/t.epp":        "",
		"ntp/files/sub/motd":         "",
		"env/functions/top.pp":       "",
		"env/modules/placeholder/.k": "",
	})
	e, err := New("", filepath.Join(dir, "env"), []string{dir}, "")
	require.NoError(t, err)
	var paths, spaces []string
	for _, mf := range e.ManifestFiles("Ntp::B::C") {
		paths = append(paths, mf.Path)
		spaces = append(spaces, mf.Namespace)
	}
	m := filepath.Join(dir, "ntp", "manifests")
	assert.Equal(t, []string{filepath.Join(m, "b", "c.pp"), filepath.Join(m, "b.pp"), filepath.Join(m, "init.pp")}, paths)
	assert.Equal(t, []string{"ntp::b::c", "ntp::b", "ntp"}, spaces)
	assert.Empty(t, e.ManifestFiles("nosuch::x"))

	tests := []struct {
		find func(string) (ManifestFile, bool)
		name string
		want string
	}{
		{e.FunctionFile, "ntp::f", "ntp/functions/f.pp"},
		{e.FunctionFile, "::ntp::a::g", "ntp/functions/a/g.pp"},
		{e.FunctionFile, "environment::top", ""},
		{e.FunctionFile, "ntp::nosuch", ""},
		{e.FunctionFile, "f", ""},
		{e.TypeFile, "Ntp::Compat::Port", "ntp/types/compat/port.pp"},
		{e.TypeFile, "Other::Port", ""},
	}
	for _, tt := range tests {
		mf, ok := tt.find(tt.name)
		if tt.want == "" {
			assert.False(t, ok, tt.name)
			continue
		}
		require.True(t, ok, tt.name)
		assert.Equal(t, filepath.Join(dir, tt.want), mf.Path, tt.name)
	}
	p, ok := e.ModuleFile("files", "ntp/sub/motd")
	assert.True(t, ok)
	assert.Equal(t, filepath.Join(dir, "ntp", "files", "sub", "motd"), p)
	_, ok = e.ModuleFile("templates", "ntp/nosuch.epp")
	assert.False(t, ok)
	_, ok = e.ModuleFile("files", "ntp")
	assert.False(t, ok)
}

func FuzzEnvironmentConf(f *testing.F) {
	f.Add("modulepath = site:modules:$basemodulepath\nmanifest = manifests\n")
	f.Add("[main]\n# c\n; c\nx = 'y'\n")
	f.Add("broken\n")
	f.Fuzz(func(t *testing.T, text string) {
		p := filepath.Join(t.TempDir(), "environment.conf")
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		conf, err := readEnvironmentConf(p)
		if err == nil {
			for k := range conf {
				assert.NotContains(t, k, "=")
			}
		}
	})
}

func TestSettingsFromEnv(t *testing.T) {
	t.Setenv(EnvDir, "/srv/env")
	t.Setenv(EnvModulePath, "/a:/b")
	t.Setenv(EnvBaseModulePath, "/base")
	assert.Equal(t, Settings{Dir: "/srv/env", ModulePath: "/a:/b", BaseModulePath: "/base"}, SettingsFromEnv())
	assert.Equal(t, []string{"/a", "/b"}, SettingsFromEnv().AbsModulePath())
}
