notify{'a': }
notify{'b': name => 'a' }
