class c { $a = 1 $b = 2 }
include c
[$a, $b] = Class['c']
notice($a, $b)
