class c($x = "t=${title}", $y = $name) { notice($x, $y) }
include c
