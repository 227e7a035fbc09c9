$x = 1
[1].each |$v| { $x = 2 notice($x) }
notice($x)
