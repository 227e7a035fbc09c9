package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/internal/testenv"
)

// fixtureModules is the module directory the evaluator's module tests use.
func fixtureModules(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../../lang/eval/testdata/modules")
	require.NoError(t, err)
	return dir
}

func TestModulePathScript(t *testing.T) {
	modules := fixtureModules(t)
	res := runPrepl(t, t.TempDir(), "", "--modulepath", modules, "-e", "include util notice(clock::double(2))")
	require.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: util module_name=util\nNotice: 4\n", res.stdout)

	res = runPrepl(t, t.TempDir(), "", "--modulepath", "/nonexistent:"+modules, "-e", "include nosuch")
	assert.Equal(t, 1, res.code)
	assert.Contains(t, res.stderr, "Could not find class ::nosuch")
}

// TestCatalogAloneOnStdout: with --catalog, stdout is the document and
// nothing else; log lines go to stderr.
func TestCatalogAloneOnStdout(t *testing.T) {
	modules := fixtureModules(t)
	res := runPrepl(t, t.TempDir(), "", "--modulepath", modules, "--catalog", "json", "-e", "include clock")
	require.Equal(t, 0, res.code, res.stderr)
	var cat struct {
		Resources []struct{ Type, Title string } `json:"resources"`
	}
	require.NoError(t, json.Unmarshal([]byte(res.stdout), &cat))
	var titles []string
	for _, r := range cat.Resources {
		titles = append(titles, r.Type+"["+r.Title+"]")
	}
	assert.Contains(t, titles, "File[/etc/clock.conf]")
	assert.Contains(t, titles, "Util::Tag[peer-b]")
	assert.Contains(t, res.stderr, "Notice: clock module_name=clock caller=")
}

// TestEnvironmentDirectory: --environment reads environment.conf, takes
// modules from its module path and, given no program, runs the main
// manifest.
func TestEnvironmentDirectory(t *testing.T) {
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, map[string]string{
		"prod/environment.conf":                  "# the fixture's settings\nmodulepath = site:modules:$basemodulepath\n",
		"prod/manifests/a.pp":                    "include role\n",
		"prod/manifests/b/x.pp":                  "notice(\"b/x in ${environment}\")\n",
		"prod/site/role/manifests/init.pp":       "class role { include util notice(\"role in ${module_name}\") }\n",
		"prod/modules/util/manifests/init.pp":    "class util { notice('modules util') }\n",
		"base/util/manifests/init.pp":            "class util { notice('base util') }\n",
		"base/extra/manifests/init.pp":           "class extra { notice('base extra') }\n",
		"prod/modules/role/manifests/init.pp":    "class role { notice('shadowed') }\n",
		"prod/modules/util/functions/version.pp": "function util::version() { 7 }\n",
		"prod/modules/util/templates/t.epp":      "<%= util::version() %>",
	})
	env := filepath.Join(dir, "prod")
	res := runPrepl(t, dir, "", "--environment", env)
	require.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: modules util\nNotice: role in role\nNotice: b/x in prod\n", res.stdout)

	res = runPrepl(t, dir, "", "--environment", env, "--basemodulepath", filepath.Join(dir, "base"), "-e", "include extra notice(epp('util/t.epp'))")
	require.Equal(t, 0, res.code, res.stderr)
	assert.Equal(t, "Notice: base extra\nNotice: 7\n", res.stdout)

	res = runPrepl(t, dir, "", "--environment", env, "--catalog", "json")
	require.Equal(t, 0, res.code, res.stderr)
	assert.Contains(t, res.stdout, `"Class"`)
	assert.Contains(t, res.stderr, "Notice: role in role")

	res = runPrepl(t, dir, "", "--environment", filepath.Join(dir, "missing"))
	assert.Equal(t, 1, res.code)
	assert.Contains(t, res.stderr, "Could not open the environment")
}

// TestEnvironmentCommandInTheShell: `:environment DIR` at the prompt
// opens the environment in DIR, relative to the working directory, and
// the inputs after it use its modules.
func TestEnvironmentCommandInTheShell(t *testing.T) {
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, map[string]string{
		"lab/modules/motd/manifests/init.pp": "class motd { notice('motd from the lab') }\n",
	})
	res := runPrepl(t, dir, "include motd\n:environment lab\ninclude motd\n:environment gone\n")
	assert.Contains(t, res.stderr, "Could not find class ::motd")
	assert.Contains(t, res.stdout, "The session was reset on the environment in lab.")
	assert.Contains(t, res.stdout, "modules:     motd")
	assert.Contains(t, res.stdout, "Notice: motd from the lab")
	assert.Contains(t, res.stderr, "Cannot open the environment gone: "+filepath.Join(dir, "gone")+" is not a directory")
}

func TestValidateModule(t *testing.T) {
	dir := t.TempDir()
	testenv.WriteFiles(t, dir, map[string]string{
		"m/manifests/init.pp": "class m {}\n",
		"m/manifests/dup.pp":  "class m::dup {}\nclass m::dup {}\n",
		"m/templates/ok.epp":  "<%- | String $x | -%>\n<%= $x %>\n",
		"m/templates/bad.epp": "<% if %>\n",
		"m/functions/f.pp":    "function m::f() { 1 }\n",
	})
	res := runPrepl(t, dir, "", "--validate", "m")
	assert.Equal(t, 1, res.code)
	assert.Equal(t, "Error: Class 'm::dup' is already defined (file: m/manifests/dup.pp, line: 1); cannot redefine (file: m/manifests/dup.pp, line: 2, column: 1)\n"+
		"Error: Syntax error at end of input (file: m/templates/bad.epp)\n", res.stderr)
}
