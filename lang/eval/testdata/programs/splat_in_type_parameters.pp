$p = [1, 5]
notice(Integer[*$p])
