[1].each |$x| { $y = 2 }
notice($y)
