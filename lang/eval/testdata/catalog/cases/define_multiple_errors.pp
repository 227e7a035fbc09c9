define d(Integer $x, $y) { }
d { 'a': x => 'no', z => 1 }
