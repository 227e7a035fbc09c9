$v = 'top'
class c { $v = 'local' notice($v, $::v, $c::v) }
include c
