notice(demo::with_blocks([1, 2, 3]))
