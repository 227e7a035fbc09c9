notify { 'a': message => 42 }
notice(Notify['a']['message'] + 1)
