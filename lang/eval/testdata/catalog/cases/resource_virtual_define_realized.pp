define d() { notice("d ${title}") }
@d { 'a': }
@d { 'b': }
realize(D['b'])
notice('main')
