type T = Integer[1 + 2]
notice(5 =~ T)
