function add(Integer $a, Integer $b = add(1, 2), *$rest) { $a + $b + $rest.reduce(0) |$m, $x| { $m + $x } }
function id($x) { $x }
notice(add(1))
notice(add(add(1, 2), add(3, add(4, 5)), add(1), *[id(1), id(2)]))
notice(add(*[1, 2, 3]))
function keep(*$r) { $r }
$k = keep(id(1), keep(2, 3), id(4))
notice($k)
notice([1, 2, 3].map |$x| { add($x, id($x)) })
function deep(Integer $n) { if $n == 0 { [] } else { [$n] + deep($n - 1) } }
notice(deep(5))
notice(add(1, id('x')))
