notice(1 < 2, 2.5 >= 2, 'a' < 'B', 'abc' <= 'ABC', 'b' > 'a', 10 > 9.5)
notice(Integer[1, 10] > Integer[2, 3], Integer[1, 10] > Integer[0, 5], Integer[1, 10] >= Integer[1, 10], Integer < Numeric, Any > String)
notice(Integer < 1, String >= String)
