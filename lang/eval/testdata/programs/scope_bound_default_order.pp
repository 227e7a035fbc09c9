# A default may not read a parameter bound after it.
notice(with(1) |$a, $b = $c, $c = 2| { $b })
