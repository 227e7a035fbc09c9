class a { notice('a') }
class b { notice('b') }
class c { contain a require b notice('c') }
include c
notice(Class['c']['require'])
