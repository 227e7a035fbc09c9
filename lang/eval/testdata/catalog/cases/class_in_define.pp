class k { notice('k') }
define d() { include k notice("d ${title}") }
d { 'a': }
d { 'b': }
notice('main')
