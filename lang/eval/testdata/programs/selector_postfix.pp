$x = 'b'
notice($x ? { 'a' => [1, 2], 'b' => [3, 4] }[1])
notice($x ? { 'b' => 'abc', default => '' }.upcase)
notice($x ? { 'b' => [3, 1, 2] }.sort.map |$v| { $v * 10 })
