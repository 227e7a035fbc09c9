notice(1.0 / 0)
