package main

import "testing"

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
