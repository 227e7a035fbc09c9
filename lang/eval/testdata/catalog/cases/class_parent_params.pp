class p($x = 1) { }
class c inherits p { notice($x, $p::x, $c::x) }
include c
