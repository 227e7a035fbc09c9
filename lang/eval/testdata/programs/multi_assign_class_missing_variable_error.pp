class example($x = 100) { $a = 10 }
include example
[$a, $q] = Class['example']
notice("$a $q")
