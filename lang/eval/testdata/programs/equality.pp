notice(1 == 1.0, 'a' == 'A', 'ä' == 'Ä', [1, 'a'] == [1, 'A'], {a => 1} == {'A' => 1}, {a => 1} == {a => 1.0})
notice(true == 'true', undef == '', undef == undef, default == default, Integer == Integer[default, default])
notice(/a/ == /a/, /a/ == /b/, 1 != 2, 'x' != 'X', [1, 2] == [2, 1], {a => 1, b => 2} == {b => 2, a => 1})
notice(Integer[1, 2] == Integer[1, 2], Array[Integer] == Array[Integer, 0, default], 1 == '1')
