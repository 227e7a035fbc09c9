# Grouping in a reduce, one literal merged into the accumulator per step;
# the hashes of earlier steps stay as they were.
$steps = Integer[1, 40].reduce([{}]) |$acc, $i| {
  $last = $acc[-1]
  $k = "g${$i % 7}"
  $acc << ($last + { $k => [$i] + ($last[$k] ? { undef => [], default => $last[$k] }), 'n' => $i })
}
notice($steps[-1])
notice($steps[3], $steps[9].keys)
notice($steps.map |$h| { $h.length }.join(','))
