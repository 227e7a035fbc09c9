notify{'a': }
notice(Notify['a']['title'])
