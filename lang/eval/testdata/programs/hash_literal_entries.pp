# Hash literals: keys and values evaluated left to right, a key given
# twice keeping its first place and its last value, nested literals,
# and literals of more entries than a few.
$h = {notice('k1') => notice('v1'), b => {c => {d => 1}, c => {e => 2}}, a => 1, b => 3}
notice($h)
$i = 5
$big = {a => 1, b => 2, c => 3, d => 4, e => 5, f => 6, g => 7, h => 8, i => $i, a => 10, j => {x => [$i, {y => $i}]}}
notice($big, $big.length)
notice(Integer[1, 3].map |$n| { {n => $n, sq => $n * $n, 'n' => -$n, [$n] => {$n => $n}} })
