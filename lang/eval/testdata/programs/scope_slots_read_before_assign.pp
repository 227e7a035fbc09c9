# A lambda's variable read before the lambda assigns it is the one of the
# scopes around it, also from a lambda nested in it, and defined() and
# getvar() see it only once assigned.
$x = 'top'
$q = 'top q'
[1].each |$i| {
  notice($x)
  [1].each |$j| { notice("nested before ${x}") }
  notice(defined('$x'), defined('$z'), getvar('x'))
  $x = 'local'
  $z = 'zed'
  [1].each |$j| { notice("nested after ${x} ${z}") }
  notice($x, defined('$z'), getvar('z'), $q)
}
notice($x)
function f() { notice(defined('$y')) $y = 1 notice($y) }
f()
