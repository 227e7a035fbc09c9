class a { $x = 1 class b { $y = 2 } include a::b }
include a
notice($a::x, $a::b::y)
