notice(with(1, 2) |$a| { $a })
notice(with(1) || { 3 })
notice(getvar("x", "d") |*$r| { $r })
