$h = {[1, 2] => 'pair'}
notice($h[[1, 2]])
