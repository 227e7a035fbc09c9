notice([1, 2].map |$x, $y = 10| { $x + $y })
