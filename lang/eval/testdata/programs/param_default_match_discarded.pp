function f($s, $t = $s =~ /(b+)/, $u = $1) { [$t, $u, $1] }
notice(f('abbc'))
notice(with('abc') |$x, $y = $x =~ /(b)/| { [$y, $1] })
if 'xyz' =~ /(y)/ {
  notice(with('abc') |$x, $y = $x =~ /(b)/| { [$y, $1] })
  notice(with('abc') |$x, $y = $1| { [$y, $1] })
}
