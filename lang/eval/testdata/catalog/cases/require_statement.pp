class a { notice('a') }
class b { require a notice('b') }
include b
notice(Class['b']['require'])
