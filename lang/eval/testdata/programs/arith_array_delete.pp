# Array - value: a few elements (looked for by scanning) and many (looked
# for through an index), with keys that are equal only numerically.
notice([1, 2.0, 'a'] - [1.0, 2, 'A', 'a'])
notice([1, 2.0, 'a', 'b', 'c', 1.0, 2] - [1.0, 2, 'A', 'a'])
notice([[1, 2], {'a' => 1}, 3] - [[1, 2], {'a' => 1.0}])
notice([[1, 2], {'a' => 1}, 3, 4, 5, 6] - [[1.0, 2], {'a' => 1}])
notice(['x', 'y'] - ['w', 'x', 'y', 'z', 'v', 'u', 't', 's', 'r', 'q'])
notice(['x', 'y', 'z', 'w', 'v'] - ['w', 'x', 'y', 'z', 'v', 'u', 't', 's', 'r', 'q'])
notice([undef, default, 'x'] - [undef])
notice([1, 2, 3, 4, 5, undef, default] - [default, undef, 3])
notice(['a', 'b'] - {'a' => 1})
notice([['a', 1], 'b'] - {'a' => 1})
notice([['a', 1], 'b', 'c', 'd', 'e'] - {'a' => 1.0})
