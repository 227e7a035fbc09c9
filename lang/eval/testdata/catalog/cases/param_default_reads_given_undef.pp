# A later parameter given as undef reads as undef from an earlier default;
# defined() sees the parameters not evaluated yet.
class b($p1 = "[${p2}]", $p2 = 'dflt', $p3 = defined('$p4'), $p4 = 1) { notice($p1, $p2, $p3) }
class { 'b': p2 => undef }
define d($p1 = $p2, $p2 = 'x') { notice($p1) }
d { 'q': p1 => 'given' }
