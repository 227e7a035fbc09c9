function f(*$r = [5]) { $r }
notice(f(undef))
notice(f())
notice(f(1))
function g(Integer *$r = 'x') { $r }
notice(g(1,2))
$l = [1].map |Integer *$r = 3| { $r }
notice($l)
function h() >> Integer { [1].each |$x| { next('a') } 3 }
notice(h())
function k() >> Integer { next('a') }
notice(k())
