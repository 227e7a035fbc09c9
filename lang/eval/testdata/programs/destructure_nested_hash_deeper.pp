[$a, [$b, $c]] = {a => 1, [b, c] => {b => 2, c => 3}} notice($a, $b, $c)
