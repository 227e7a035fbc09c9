$x = 'X'
$arr = [1, 'a', undef, [2]]
$h = {a => 1, 'b' => [undef]}
notice("a${x}b $x ${arr} ${h} ${1 + 2} ${[1, 2][1]} ${arr[1]} ${h['a']} ${h[a]}")
$t = true
$f = 1.5
notice("${t}|${f}|${0.1 + 0}|${1e20 * 1}|${Integer[1, 2]}|${/re/}")
notice("${x.downcase}|${"nested ${x}"}")
$var = 'v'
notice("${var}s ${var}_x $var-y")
