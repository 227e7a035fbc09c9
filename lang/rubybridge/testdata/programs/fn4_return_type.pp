notice(demo::greet(['x']))
notice(demo::greet(['x'], 'y'))
