Notify['a'] { message => 'late' }
notify{'a':}
notice(Notify['a']['message'])
