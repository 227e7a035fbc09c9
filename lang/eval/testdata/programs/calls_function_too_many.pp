function f($a) { $a }
notice(f(1, 2))
