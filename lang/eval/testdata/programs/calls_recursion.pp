function fib(Integer $n) >> Integer { if $n < 2 { $n } else { fib($n - 1) + fib($n - 2) } }
notice(fib(15))
function even(Integer $n) { if $n == 0 { true } else { odd($n - 1) } }
function odd(Integer $n) { if $n == 0 { false } else { even($n - 1) } }
notice(even(10), odd(7))
