notice(demo::greet('a', 'b', 'c'))
