type Ok = Struct[{a => Integer[-3, 3], Optional['b'] => Enum["x", y]}]
notice({a => 1, b => 'y'} =~ Ok)
$n = 3
type T = Integer[$n]
notice('defined')
notice(5 =~ T)
