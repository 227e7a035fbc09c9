@notify { 'n1': }
define r() { notice("r ${title}") realize(D['late']) }
define d() { notice("d ${title}") }
@d { 'late': }
r { 'x': }
notice('main')
