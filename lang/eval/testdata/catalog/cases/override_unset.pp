notify{'a': }
Notify['a'] { message => 'y' }
notice(Notify['a']['message'])
