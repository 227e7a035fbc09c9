function f($a, $b = $a * 2, *$rest) { [$a, $b, $rest] }
notice(f(1), f(1, 5), f(1, 5, 6, 7))
function g(Integer $x, String *$r) { "$x $r" }
notice(g(1), g(1, 'a', 'b'))
function h(Integer $n = 3) >> Integer { $n }
notice(h())
