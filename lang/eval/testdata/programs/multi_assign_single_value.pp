[$a] = "x"
notice($a)
[$b] = 5
notice($b)
[$c, $d] = [1, 2]
notice($c, $d)
