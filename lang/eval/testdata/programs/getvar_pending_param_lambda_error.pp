notice(with() |$a = getvar('b.x'), $b = {x => 1}| { $a })
