notice(default[0])
