function f($a, $b = $a * 2, $c = "${a}-${b}") { [$a, $b, $c] }
notice(f(3))
notice(f(3, 4))
