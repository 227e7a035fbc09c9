$x = 'X'
$h = {a => 1, b => [1,2]}
$a = [10, 20, 30]
notice("${x}")
notice("$x")
notice("${x}y")
notice("${h['a']}")
notice("${h[b][1]}")
notice("${a[1]}")
notice("$a[1]")
notice("$h")
notice("${a.length}")
notice("${x.downcase}")
notice("$a[1][0]")
notice("$h[b]")
notice("${h}[a]")
