class m($a, $b = $a) { }
include m
