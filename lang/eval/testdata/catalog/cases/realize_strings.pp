@notify { 'a b': message => 'spaced' }
@notify { '[x]': }
@notify { 'low': }
class x { notice('x') }
include x
realize('Notify[a b]', 'Notify[[x]]', 'notify[low]', 'Class[x]')
notice(defined(Notify['a b']), defined(Notify['low']))
