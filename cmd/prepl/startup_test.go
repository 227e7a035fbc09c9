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

// BenchmarkStartupPrompt measures the time from starting the interactive
// shell on a terminal until its prompt shows, plus Ctrl-D and the exit.
func BenchmarkStartupPrompt(b *testing.B) {
	env := testEnv(b, b.TempDir())
	for b.Loop() {
		s := startSession(b, env)
		s.expect("pp> ")
		s.send("\x04")
		if code := s.wait(); code != 0 {
			b.Fatalf("exit status %d", code)
		}
		s.close()
	}
}
