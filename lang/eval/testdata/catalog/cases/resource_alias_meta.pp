notify{'a': alias => 'b' }
notice(defined(Notify['b']), Notify['b']['alias'])
