define d() { notice($name) }
d { 'a': name => 'b' }
notice(D['b'])
notice(defined(D['b']))
