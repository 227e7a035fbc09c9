notify{'a': message => 'x'}
Notify['a'] { message => 'y' }
