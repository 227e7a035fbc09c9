package lang

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzEval evaluates arbitrary inputs in one session, seeded with the
// evaluator's golden programs: whatever the input, the session answers
// with a value or an error, never with a defect of the evaluator (a
// recovered Go panic), and stays usable. Each input has a short deadline,
// as an interrupted evaluation must also end cleanly.
func FuzzEval(f *testing.F) {
	seeds, err := filepath.Glob("eval/testdata/programs/*.pp")
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range seeds {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	s := NewSession(Options{NodeName: "fuzz.example.com", WorkDir: f.TempDir()})
	f.Fuzz(func(t *testing.T, input string) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		if res := s.Eval(ctx, input); res.Err != nil && res.Err.Kind == "InternalError" {
			t.Fatalf("internal error for %q:\n%s", input, res.Err.Message)
		}
		if res := s.Eval(context.Background(), "1 + 1"); res.Err != nil {
			t.Fatalf("session unusable after %q: %s", input, res.Err.Message)
		}
	})
}
