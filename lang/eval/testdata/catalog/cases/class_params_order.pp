class m($a = 10, $b = $a * 2) { notice("m ${a} ${b}") }
include m
notice($m::a, $m::b, Class['m']['b'])
