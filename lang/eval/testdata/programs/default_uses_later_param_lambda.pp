$b = 5
notice(with() |$a = $b, $b = 1| { $a })
