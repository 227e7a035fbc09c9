notify{'a':}
Notify { message => 'd' }
notice(Notify['a']['message'])
