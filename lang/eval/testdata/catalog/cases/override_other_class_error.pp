notify{'a': }
class c { Notify['a'] { message => 'y' } }
include c
