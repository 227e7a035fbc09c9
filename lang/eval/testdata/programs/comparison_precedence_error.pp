notice(2 < 3 == true)
