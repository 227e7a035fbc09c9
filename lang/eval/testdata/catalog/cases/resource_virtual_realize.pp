@notify{'v': message => 'vm'}
realize(Notify['v'])
notice(defined(Notify['v']))
