notice(with(1) |$x, $y = $x + 1| { [$x, $y] })
notice(with(1, 2, 3) |$a, *$r| { $r })
notice([1, 2].map |Integer $x| { $x })
