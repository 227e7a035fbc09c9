$a = 10
notice([1, 2].map |$lo| { [3].map |Integer[$lo] $v| { $v } })
notice(with(12) |$a, Integer[$a] $b = 11| { $b })
notice(with(2, 3) |$a, Integer[$a] $b| { $b })
