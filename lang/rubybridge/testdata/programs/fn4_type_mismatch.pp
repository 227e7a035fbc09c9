notice(demo::greet(''))
