define d($m = 'dm') { }
@d { 'x': m => 'given' }
notice(D['x']['m'])
