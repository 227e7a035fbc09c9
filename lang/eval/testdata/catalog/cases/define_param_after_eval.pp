define d($a = 'A default', $b = undef) { }
d { 'x': b => 'given' }
notice(D['x']['a'] =~ Undef)
class later { notice(D['x']['a']) }
d { 'y': }
