define d(Variant[Integer, Array[Integer]] $n) { notice($n) }
d { 'x': n => ['a'] }
