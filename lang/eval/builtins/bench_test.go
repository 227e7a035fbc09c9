package builtins

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"prepl/lang/eval"
	"prepl/lang/syntax"
)

// benchProgram evaluates a program b.N times with a fresh evaluator each.
func benchProgram(b *testing.B, name, src string) {
	prog, err := syntax.Parse(syntax.NewSource(name, src))
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		ev := eval.New(eval.Options{})
		_, err := ev.Evaluate(context.Background(), prog)
		require.NoError(b, err)
	}
}

func BenchmarkMap(b *testing.B) {
	benchProgram(b, "map.pp", `$r = Integer[1, 100000].map |$x| { $x * 2 }`)
}

func BenchmarkMapIndex(b *testing.B) {
	benchProgram(b, "map.pp", `$a = Integer[1, 100000].map |$x| { $x }
$r = $a.map |$i, $x| { $i + $x }`)
}

func BenchmarkFilter(b *testing.B) {
	benchProgram(b, "filter.pp", `$r = Integer[1, 100000].filter |$x| { $x % 3 == 0 }`)
}

func BenchmarkReduce(b *testing.B) {
	benchProgram(b, "reduce.pp", `$r = Integer[1, 100000].reduce |$m, $x| { $m + $x }`)
}

func BenchmarkEachHash(b *testing.B) {
	benchProgram(b, "each.pp", `$h = Hash(Integer[1, 20000].map |$x| { ["k${x}", $x] })
$h.each |$k, $v| { $v }`)
}

func BenchmarkSort(b *testing.B) {
	benchProgram(b, "sort.pp", `$r = sort(Integer[1, 100000].map |$x| { ($x * 7919) % 100003 })`)
}

func BenchmarkStepReverse(b *testing.B) {
	benchProgram(b, "step.pp", `$r = Integer[1, 300000].reverse_each.step(3).map |$x| { $x }`)
}

// BenchmarkHashMergeProgram runs the shared benchmark program that folds
// hashes with reduce.
func BenchmarkHashMergeProgram(b *testing.B) {
	src, err := os.ReadFile("/work/shared/bench/programs/hash_merge.pp")
	if err != nil {
		b.Skip("shared benchmark programs not available")
	}
	benchProgram(b, "hash_merge.pp", string(src))
}
