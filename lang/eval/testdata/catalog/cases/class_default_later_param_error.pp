class m($a = $b, $b = 1) { }
include m
