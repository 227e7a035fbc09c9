function f($a, $b = 2, *$c) { "${a} ${b} ${c}" }
notice(f(1), f(1, 3), f(1, 3, 4, 5))
