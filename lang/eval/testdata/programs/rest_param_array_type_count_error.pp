function f(Array[Integer, 1, 2] *$c) { $c }
notice(f(1, 2, 3))
