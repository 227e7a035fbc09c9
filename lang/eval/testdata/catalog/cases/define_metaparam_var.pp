define d() { notice($require) notice($tag) }
notify{'a':}
d{'x': require => Notify['a'], tag => 'foo' }
