# Every call of a lambda or a function starts with none of its variables
# assigned, whatever an earlier call assigned; a lambda with more
# variables than fit in a small scope included.
[1, 2, 3].each |$i| {
  if $i == 1 { $once = 'first' }
  notice("${i} ${defined('$once')}")
}
$r = [1, 2].map |$i| {
  $a1 = $i $a2 = $a1 + 1 $a3 = $a2 + 1 $a4 = $a3 + 1 $a5 = $a4 + 1
  $a6 = $a5 + 1 $a7 = $a6 + 1 $a8 = $a7 + 1 $a9 = $a8 + 1 $a10 = $a9 + 1
  $a11 = $a10 + 1 $a12 = $a11 + 1 $a13 = $a12 + 1 $a14 = $a13 + 1 $a15 = $a14 + 1
  $a16 = $a15 + 1 $a17 = $a16 + 1 $a18 = $a17 + 1 $a19 = $a18 + 1 $a20 = $a19 + 1
  if $i == 1 { $extra = 'x' }
  [$a1, $a10, $a20, getvar('a15'), defined('$extra')]
}
notice($r)
function count(Integer $n) >> Integer {
  if $n > 0 { $below = count($n - 1) $mine = $below + 1 $mine } else { 0 }
}
notice(count(20))
