package main

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkStartupPrompt measures the interactive shell on a terminal
// from its start until its prompt shows (the prompt-ms metric, the
// median), and with Ctrl-D and the exit (ns/op).
func BenchmarkStartupPrompt(b *testing.B) {
	benchStartupPrompt(b)
}

// BenchmarkStartupPromptModules is BenchmarkStartupPrompt with a module
// path of 200 modules.
func BenchmarkStartupPromptModules(b *testing.B) {
	benchStartupPrompt(b, "--modulepath", writeModules(b, b.TempDir(), 200))
}

func benchStartupPrompt(b *testing.B, args ...string) {
	env := testEnv(b, b.TempDir())
	var toPrompt []time.Duration
	for b.Loop() {
		start := time.Now()
		s := startSession(b, env, args...)
		s.expect("pp> ")
		toPrompt = append(toPrompt, time.Since(start))
		s.send("\x04")
		if code := s.wait(); code != 0 {
			b.Fatalf("exit status %d", code)
		}
		s.close()
	}
	slices.Sort(toPrompt)
	b.ReportMetric(float64(toPrompt[len(toPrompt)/2].Microseconds())/1000, "prompt-ms")
}
