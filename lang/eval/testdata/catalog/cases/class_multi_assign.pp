class c($p = 5) { $v = 1 }
include c
[$p, $v] = Class['c']
notice($p, $v)
