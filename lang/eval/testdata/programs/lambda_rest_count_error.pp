notice(with(1, 2) |$a, Array[Integer, 1, 3] *$r| { [$a, $r] })
notice(with(1, 2) |$a, Array[Integer, 3] *$r| { $r })
