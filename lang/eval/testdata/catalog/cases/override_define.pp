define d($m = 'dm') { notice("d ${m}") }
d { 'x': }
D['x'] { m => 'over' }
notice(D['x']['m'])
