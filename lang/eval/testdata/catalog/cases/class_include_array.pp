class a { notice('a') }
class b { notice('b') }
$r = include([a, 'b'], Class[a])
notice($r)
