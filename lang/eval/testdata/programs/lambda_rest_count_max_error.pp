notice(with(1, 2, 3, 4) |Array[Integer, 1, 2] *$r| { $r })
