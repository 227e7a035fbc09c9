notify{'a':} -> Notify['zz']
