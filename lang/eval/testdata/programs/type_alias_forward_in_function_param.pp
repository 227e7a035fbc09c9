function f(Later $x) { $x }
type Later = Integer
notice(f(3))
