class c($s = 'abc', $t = $s =~ /(b)/, $u = $1) { notice([$t, $u, $1]) }
include c
define d($s = 'abc', $t = $s =~ /(b)/) { notice([$t, $1]) }
d { 'x': }
