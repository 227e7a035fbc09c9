function f() { next(5) }
notice(f())
function g() { if true { next(7) } 8 }
notice(g())
class c { next() notice(1) }
include c
notice(2)
define d() { next() notice(1) }
d { 'x': }
notice(3)
