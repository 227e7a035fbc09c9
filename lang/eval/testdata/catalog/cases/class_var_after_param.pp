class c($p = 1) { $q = $p + 1 notice($c::q) }
include c
notice($c::q, $c::p)
