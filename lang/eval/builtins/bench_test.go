package builtins

import (
	"context"
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

// BenchmarkHashFold folds hashes with reduce the way layered
// configuration does: grouping into a hash of arrays and a recursive merge
// of nested layers, right wins.
func BenchmarkHashFold(b *testing.B) {
	benchProgram(b, "fold.pp", `$groups = Integer[1, 10000].reduce({}) |$acc, $i| {
  $k = "g${$i % 300}"
  $acc + { $k => [$i] + ($acc[$k] ? { undef => [], default => $acc[$k] }) }
}
function merge_layers(Hash $a, Hash $b) >> Hash {
  $b.reduce($a) |$acc, $kv| {
    $old = $acc[$kv[0]]
    $acc + { $kv[0] => if $old =~ Hash and $kv[1] =~ Hash { merge_layers($old, $kv[1]) } else { $kv[1] } }
  }
}
$merged = Integer[0, 999].map |$l| {
  { "c${$l % 9}" => $l, 'svc' => { "p${$l % 20}" => $l, 'o' => { "x${$l % 5}" => $l } } }
}.reduce({}) |$m, $layer| { merge_layers($m, $layer) }`)
}

// BenchmarkTreeEachFilter walks small records with tree_each's iterator
// and filters the nodes, one iterator per record, as a report over an
// inventory does.
func BenchmarkTreeEachFilter(b *testing.B) {
	benchProgram(b, "tree.pp", `$n = Integer[1, 2000].reduce(0) |$acc, $i| {
  $h = { 'name' => "h${i}", 'disks' => [{ 'size' => $i }, { 'size' => 2 }], 'apps' => { 'primary' => 'a' } }
  $acc + $h.tree_each.filter |$entry| { $entry[1] =~ Scalar }.length
}`)
}
