define d($a = 1) {}
d { 'x': }
notice(D['x']['b'])
