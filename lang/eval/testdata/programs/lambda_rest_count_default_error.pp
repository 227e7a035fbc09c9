notice(with() |Array[Integer, 2] *$r = [1]| { $r })
