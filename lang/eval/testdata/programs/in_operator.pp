notice('a' in 'ABC', 'x' in 'abc', 1 in '1', /b/ in 'abc', Integer in 'x')
notice(String in ['a'], Integer in ['a'], /^b/ in ['abc', 'bcd'], 1 in [1.0], 'A' in ['a'], 2 in {2 => 3}, 'k' in {'K' => 1})
notice(1 in 1, [1] in [[1]], undef in [undef])
if 'b' in ['abc', 'bxy'] { notice('no match vars') }
if /(y)$/ in ['abc', 'bxy'] { notice($0, $1) }
