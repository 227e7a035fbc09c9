# args: --os debian-12
# Collections through lambdas: the map, filter, reduce, sort and each
# pipelines that manifests and notebooks build from data.
$rounds = 150

$totals = Integer[1, $rounds].map |$round| {
  $readings = Integer[0, 199].map |$i| { ($i * 37 + $round * 11) % 1000 }
  $kept = $readings.filter |$r| { $r % 3 != 0 and $r > 50 }
  $scaled = $kept.map |$index, $r| { $r * 2 + $index }
  $sorted = $scaled.sort |$a, $b| { compare($b, $a) }
  $top = $sorted[0, 10]
  $sum = $top.reduce(0) |$memo, $v| { $memo + $v }
  $buckets = $kept.reduce({}) |$acc, $r| {
    $key = "b${$r / 100}"
    $acc + { $key => $acc.dig($key).lest || { 0 } + 1 }
  }
  $pairs = $buckets.map |$k, $n| { [$k, $n * $round] }.sort
  $flat = $pairs.flatten.filter |$x| { $x =~ Integer }
  $unique = $readings.map |$r| { $r % 17 }.unique.sort
  $windows = $kept.slice(4).map |$w| { $w.max - $w.min }
  $any_big = $kept.any |$r| { $r > 990 }
  $all_pos = $kept.all |$r| { $r > 0 }
  $steps = Integer[0, 99].step(7).map |$s| { $s * $s }
  $rev = $top.reverse_each.map |$x| { $x % 10 }
  $late = $kept.filter |$i, $r| { $r > 900 }.map |$i, $r| { $i }
  $sum + $flat.reduce(0) |$m, $x| { $m + $x } + $unique.length + $windows.reduce(0) |$m, $w| { $m + $w } +
    ($any_big ? { true => 1, default => 0 }) + ($all_pos ? { true => 2, default => 0 }) +
    $steps[-1] + $rev.reduce(0) |$m, $x| { $m + $x } + $late.length
}

$grouped = $totals.reduce({}) |$acc, $t| {
  $key = $t % 7
  $acc + { $key => ($acc[$key] ? { undef => [], default => $acc[$key] }) + [$t] }
}
$zipped = $totals.map |$i, $t| { [$i, $t] }.filter |$p| { $p[0] % 2 == 0 }
notice("iteration: ${totals.reduce(0) |$m, $t| { $m + $t }} ${grouped.keys.sort} ${zipped.length}")
