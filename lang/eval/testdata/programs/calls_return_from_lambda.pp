function f($arr) { $arr.each |$x| { if $x > 1 { return($x) } } 'none' }
notice(f([1, 2, 3]), f([0]))
