class example($x = 100) { $a = 10 }
[$a] = Class['example']
notice($a)
