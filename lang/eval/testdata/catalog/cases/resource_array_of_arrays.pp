notify { [['a', 'b'], ['c']]: }
notice(defined(Notify['c']))
