notify{'a':} Notify['a'] -> Notify
