function f($a = $b, $b = 1) { $a }
notice(f())
