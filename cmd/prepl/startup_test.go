package main

import (
	"os/exec"
	"testing"
)

// BenchmarkStartupNotice measures a whole run of `prepl -e 'notice(1)'`:
// process start, session, parse, evaluation, output and exit. Puppet
// itself takes about 1.5 s for the same.
func BenchmarkStartupNotice(b *testing.B) {
	env := testEnv(b, b.TempDir())
	for b.Loop() {
		cmd := exec.Command(binary, "-e", "notice(1)")
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil || string(out) != "Notice: 1\n" {
			b.Fatalf("prepl -e 'notice(1)': %q, %v", out, err)
		}
	}
}
