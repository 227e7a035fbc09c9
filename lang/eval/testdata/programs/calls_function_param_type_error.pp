function f(Integer $a) { $a }
notice(f('x'))
