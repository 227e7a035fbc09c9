class k { $v = 'kv' }
include k
define d() { notice($k::v) }
d { 'x': }
