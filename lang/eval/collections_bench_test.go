package eval_test

import "testing"

// BenchmarkDeepMerge measures merging layers of configuration into one
// hash in a reduce, as a recursive deep merge does: hash + hash of one
// key on a growing hash, and Array - Array of a short list from a long
// one.
func BenchmarkDeepMerge(b *testing.B) {
	benchProgram(b, `
$layers = Integer[0, 199].map |$l| {
  { 'service' => { "port_${$l % 25}" => $l }, 'packages' => ["pkg${$l % 30}", "lib${$l % 11}"], "layer_${l}" => $l }
}
function deep_merge(Hash $base, Hash $over) >> Hash {
  $over.reduce($base) |$acc, $kv| {
    [$k, $v] = $kv
    $old = $acc[$k]
    if $old =~ Hash and $v =~ Hash {
      $acc + { $k => deep_merge($old, $v) }
    } elsif $old =~ Array and $v =~ Array {
      $acc + { $k => $old + ($v - $old) }
    } else {
      $acc + { $k => $v }
    }
  }
}
$merged = $layers.reduce({}) |$acc, $layer| { deep_merge($acc, $layer) }`)
}
