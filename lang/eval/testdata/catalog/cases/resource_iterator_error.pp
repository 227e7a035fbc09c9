notify{'x': message => [1,2].reverse_each }
