notify { 'n': message => Class }
