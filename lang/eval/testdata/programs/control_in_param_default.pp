function f($a, $b = if $a > 1 { return('big') } else { 'small' }) >> String { "${a} ${b}" }
notice(f(1))
notice(f(2))
notice(f(3, 'given'))
function g($a = [next(7)][0]) >> String { 'body' }
notice(g())
notice(with() |$a = [next('s')][0]| >> Integer { 1 })
function h() { with() |$a = [return(6)][0]| { 'body' }; 'after' }
notice(h())
[1, 2].each |$x, $y = [next()][0]| { notice($x) }
notice([1, 2].map |$x| { with() |$a = [next($x * 3)][0]| { 'body' } })
