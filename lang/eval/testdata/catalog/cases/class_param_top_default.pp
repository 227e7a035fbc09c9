$base = 'top'
class c($p = "${base}-x", $q = $::base) { notice($p, $q) }
include c
