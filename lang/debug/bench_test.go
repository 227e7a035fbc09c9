package debug_test

import (
	"context"
	"testing"

	"prepl/lang"
)

const fib = `function fib(Integer[0] $n) >> Integer {
  if $n < 2 { $n } else { fib($n - 1) + fib($n - 2) }
}
fib(16)`

// BenchmarkFibNoDebugger and BenchmarkFibDebuggerIdle measure what an
// attached debugger costs while nothing can stop (no breakpoint, no
// stepping): the evaluator's per-statement bookkeeping and one atomic
// load per statement. Scripts without a terminal attach none.
func BenchmarkFibNoDebugger(b *testing.B) { benchFib(b, nil) }

func BenchmarkFibDebuggerIdle(b *testing.B) {
	benchFib(b, func(*lang.DebugStop) lang.DebugAction { return lang.DebugContinue })
}

func benchFib(b *testing.B, onStop func(*lang.DebugStop) lang.DebugAction) {
	s := lang.NewSession(lang.Options{NodeName: "n", OnStop: onStop})
	for i := 0; i < b.N; i++ {
		if r := s.EvalUnrecorded(context.Background(), fib); r.Err != nil {
			b.Fatal(r.Err)
		}
	}
}
