notice(demo::bad_return())
