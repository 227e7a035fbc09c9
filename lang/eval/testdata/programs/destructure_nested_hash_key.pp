[[$b]] = {[b] => {b => 2}} notice($b)
