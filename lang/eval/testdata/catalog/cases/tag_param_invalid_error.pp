notify { 'x': tag => 'a b' }
