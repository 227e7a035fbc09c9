[[$b, $c]] = {[b] => {b => 2}} notice($b)
