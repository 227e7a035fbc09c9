function f($a = [getvar('b')], $b = 1) { $a }
notice(f())
