notify{'x': message => {Notify['a'] => [Class['b']]}}
