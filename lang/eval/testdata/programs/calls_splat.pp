function f(*$a) { $a.length }
notice(f(*[]), f(*undef), f(*'x'), f(*{a => 1}), f(1, *[2, 3], 4))
notice([*[1, 2], 3], [*undef, 1])
$s = *[1, 2]
notice($s)
