notify{'a':}
Notify['a'] -> 5
