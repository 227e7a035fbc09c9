# args: --os debian-12
# Recursion: functions that call themselves over numbers, nested data and
# strings, as Puppet code without loops expresses repetition.
function pgo::fib(Integer $n) >> Integer {
  $n < 2 ? { true => $n, default => pgo::fib($n - 1) + pgo::fib($n - 2) }
}

function pgo::depth(Any $value) >> Integer {
  case $value {
    Array: { $value.reduce(1) |$m, $v| { max($m, pgo::depth($v) + 1) } }
    Hash: { $value.reduce(1) |$m, $kv| { max($m, pgo::depth($kv[1]) + 1) } }
    default: { 0 }
  }
}

function pgo::tree(Integer $levels, String $prefix) >> Hash {
  if $levels == 0 {
    { 'leaf' => $prefix }
  } else {
    { 'left' => pgo::tree($levels - 1, "${prefix}l"), 'right' => pgo::tree($levels - 1, "${prefix}r"), 'at' => $levels }
  }
}

function pgo::leaves(Hash $node) >> Array[String] {
  if 'leaf' in $node {
    [$node['leaf']]
  } else {
    pgo::leaves($node['left']) + pgo::leaves($node['right'])
  }
}

function pgo::gcd(Integer $a, Integer $b) >> Integer {
  $b ? { 0 => $a, default => pgo::gcd($b, $a % $b) }
}

function pgo::hanoi(Integer $n, String $from, String $to, String $via) >> Integer {
  if $n == 0 { 0 } else { pgo::hanoi($n - 1, $from, $via, $to) + 1 + pgo::hanoi($n - 1, $via, $to, $from) }
}

function pgo::reverse(String $s) >> String {
  $s.length <= 1 ? { true => $s, default => "${pgo::reverse($s[1, -1])}${s[0]}" }
}

$fibs = Integer[12, 22].map |$n| { pgo::fib($n) }
$tree = pgo::tree(11, 't')
$leaves = pgo::leaves($tree)
$depth = pgo::depth($tree)
$gcds = Integer[1, 300].map |$i| { pgo::gcd($i * 7919, 104729 % $i + 1) }
$moves = pgo::hanoi(14, 'a', 'c', 'b')
$words = $leaves[0, 60].map |$l| { pgo::reverse($l) }
notice("recursion: ${fibs[-1]} ${leaves.length} ${depth} ${gcds.reduce(0) |$m, $g| { $m + $g }} ${moves} ${words[0]}")
