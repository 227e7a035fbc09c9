package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"

	"prepl/internal/testenv"
)

// BenchmarkStartupNotice measures a whole run of `prepl -e 'notice(1)'`:
// process start, session, parse, evaluation, output and exit. Puppet
// itself takes about 1.5 s for the same.
func BenchmarkStartupNotice(b *testing.B) {
	benchStartupNotice(b)
}

// BenchmarkStartupNoticeModules is BenchmarkStartupNotice with a module
// path of 200 modules: nothing of a module is read before it is
// referenced, so start-up stays about as fast.
func BenchmarkStartupNoticeModules(b *testing.B) {
	benchStartupNotice(b, "--modulepath", writeModules(b, b.TempDir(), 200))
}

func benchStartupNotice(b *testing.B, args ...string) {
	env := testEnv(b, b.TempDir())
	for b.Loop() {
		cmd := exec.Command(binary, append(args, "-e", "notice(1)")...)
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil || string(out) != "Notice: 1\n" {
			b.Fatalf("prepl -e 'notice(1)': %q, %v", out, err)
		}
	}
}

// writeModules writes n modules into dir, each with metadata, a class
// that renders an EPP template, a function, a type alias and Hiera data
// of its own, and returns dir.
func writeModules(tb testing.TB, dir string, n int) string {
	tb.Helper()
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("mod%d", i)
		files := map[string]string{
			"metadata.json":     fmt.Sprintf(`{"name": "example-%s", "version": "1.0.0"}`, name),
			"manifests/init.pp": fmt.Sprintf("class %s(String $x) {\n  file { \"/tmp/%s-${x}\": content => epp('%s/t.epp', {'x' => $x}) }\n}\n", name, name, name),
			"functions/f.pp":    fmt.Sprintf("function %s::f(Integer $a) >> Integer { $a + 1 }\n", name),
			"types/t.pp":        fmt.Sprintf("type %s::T = Integer[0]\n", name),
			"hiera.yaml":        "---\nversion: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n",
			"data/common.yaml":  fmt.Sprintf("---\n%s::x: value\n", name),
			"templates/t.epp":   "<%- | String $x | -%>\nx is <%= $x %>\n",
		}
		testenv.WriteFiles(tb, filepath.Join(dir, name), files)
	}
	return dir
}
