function f($a = 1, $b) { $b }
notice(f(1, 2))
