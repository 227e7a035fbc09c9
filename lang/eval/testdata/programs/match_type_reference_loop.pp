# Type references evaluated again and again in a loop give the same
# types each time, built-in names and aliases alike.
$vals = [1, 'a', undef, [2], {k => 1}, 2.5]
notice($vals.map |$v| { [$v =~ Integer, $v =~ String, $v =~ Undef, $v =~ Array, $v =~ Hash, $v =~ Numeric] })
type MyT = Variant[Integer, Array]
notice($vals.map |$v| { $v =~ MyT })
notice(Integer[1, 3].map |$i| { [Integer, String, MyT] })
notice(Integer[1, 3].map |$i| { Hash[String, Integer] })
