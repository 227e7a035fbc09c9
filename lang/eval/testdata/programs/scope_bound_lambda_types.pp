# A lambda's parameter types are evaluated in the scope it is written in.
notice([3].map |$x| { [2, 3].filter |Integer[$x - 1, $x] $y| { $y > 2 } })
notice([1].map |$n| { with(5) |Integer[$n] $v| >> Integer[$n] { $v + $n } })
