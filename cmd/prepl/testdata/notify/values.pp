notify { 'int': message => 42 }
notify { 'float': message => 1.5 }
notify { 'hash': message => { 'a' => [1, 'x'] } }
notify { 'quiet': noop => true }
notify { 'bool': message => true }
