# Variables of a lambda or a function bound by every form of assignment.
class c { $p = 5 $o = 6 }
include c
[1].each |$i| {
  [$a, [$b]] = [1, [2]]
  [$h, $k] = {h => 3, k => 4}
  [$p, $o] = Class[c]
  $s = $t = 7
  notice($a + $b + $h + $k + $p + $o + $s + $t)
}
function g($a, $b = $a + 1) {
  $c = $a + $b
  [1].map |$z| { $d = $c + $z $d }
}
notice(g(1), g(1, 5))
