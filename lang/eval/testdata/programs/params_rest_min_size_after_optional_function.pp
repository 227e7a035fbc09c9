function f($a = 1, Array[Integer, 2] *$r) { notice($r) }
f(1, 2, 3)
