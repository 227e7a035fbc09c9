# Reads of parameters and variables of enclosing lambdas, of the top
# scope and of a function, from lambdas nested at several depths.
$base = 10
function f(Integer $n, Integer $m = $n + 1) {
  [1, 2].map |$x| { [$x].map |$y| { $n * 100 + $m * 10 + $x + $y + $base }[0] }
}
notice(f(3))
notice([1, 2].map |$a| {
  $local = $a * 2
  [3].map |$b| { [4].map |$c| { $a + $b + $c + $local + $base }[0] }[0]
})
notice([[1, 2], [3, 4]].map |$p| { $p.map |$q| { $q * $p[0] } })
notice([1].map |$a, $b = $a * 5| { [2].map |$c| { [$a, $b, $c] } })
