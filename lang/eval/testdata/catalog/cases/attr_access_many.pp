notify{'a': message => 'm', tag => ['x'] }
notice(Notify['a']['message', 'name'])
notice(Notify['a'][['message']])
notice(Notify['a']['tag'])
