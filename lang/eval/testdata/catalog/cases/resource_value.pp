$x = notify { 'a': }
notice($x)
notice(notify { 'b': ; 'c': })
