notice(1 + 2 in [3])
