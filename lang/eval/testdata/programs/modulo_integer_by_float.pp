notice(5 % 2.0)
