function f() { [1, 2].each |$x| { return(5) } 3 }
notice(f())
function g($x) { if $x > 1 { return('big') } 'small' }
notice(g(1), g(2))
$r = [1, 2, 3].map |$x| { if $x == 2 { next(20) } $x }
notice($r)
notice([1, 2, 3, 4].map |$x| { if $x == 3 { break() } $x * 10 })
