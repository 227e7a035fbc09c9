class p { notice('p') }
class c inherits p { notice('c') }
class d inherits c { notice('d') }
include d
include p
notice(defined(Class['c']))
