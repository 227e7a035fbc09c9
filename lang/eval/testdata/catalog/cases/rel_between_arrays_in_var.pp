notify { ['a', 'b']: }
$l = [Notify['a']]
$r = Notify['b']
$l -> $r
notice('ok')
