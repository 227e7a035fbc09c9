function f($a, String *$rest) { 1 }
notice(f(1, 2))
