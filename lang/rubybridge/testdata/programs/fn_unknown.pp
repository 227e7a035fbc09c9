notice(demo::no_such_function(1))
