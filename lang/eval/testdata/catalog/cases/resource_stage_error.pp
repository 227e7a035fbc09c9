notify{'x': stage => 'main'}
