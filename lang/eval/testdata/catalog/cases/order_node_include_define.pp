define d() { notice("d ${title}") }
class c { d { 'c1': } notice('c') }
node default { d { 'n1': } include c d { 'n2': } notice('node') }
d { 'm1': }
notice('main')
