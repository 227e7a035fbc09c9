notice(demo::convert('symbols'))
notice(demo::convert('nested'))
