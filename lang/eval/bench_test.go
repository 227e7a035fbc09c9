package eval_test

import (
	"context"
	"testing"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// benchProgram measures evaluating src (parsed once) in a fresh evaluator.
func benchProgram(b *testing.B, src string) {
	prog, err := syntax.Parse(syntax.NewSource("bench.pp", src))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ev := eval.New(eval.Options{})
		if _, err := ev.Evaluate(context.Background(), prog); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFib measures Puppet function calls: typed parameters, a typed
// return, integer arithmetic and comparison, recursion.
func BenchmarkFib(b *testing.B) {
	benchProgram(b, `
function fib(Integer[0] $n) >> Integer {
  if $n < 2 { $n } else { fib($n - 1) + fib($n - 2) }
}
fib(18)`)
}

// BenchmarkOperators measures arithmetic, comparison and variable access
// in a straight line of code.
func BenchmarkOperators(b *testing.B) {
	benchProgram(b, `
$a = 5
$b = 7
$c = ($a + $b) * 3 - $a / 2 % 3
$d = $c > 10 and $a < $b or $c == 3
$e = "${a}-${b}-${c}"
$f = [1, 2, 3][1] + {x => 1}['x']`)
}
