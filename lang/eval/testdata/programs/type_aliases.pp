type PositiveInts = Array[Integer[0]]
notice(PositiveInts, [1, 2] =~ PositiveInts, [-1] =~ PositiveInts, Array[Integer[0, default]] == PositiveInts)
function foo(MyType $x) { $x }
notice(foo(42))
type MyType = Integer[42, 42]
type IntegerTree = Array[Variant[Integer, IntegerTree]]
notice([1, [2, [3]]] =~ IntegerTree, [1, ['x']] =~ IntegerTree)
type MYALIAS = String
notice('s' =~ Myalias)
