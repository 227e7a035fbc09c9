class p { $pv = 'pv' }
class c inherits p { }
include c
notice($c::pv)
