define d() { notice($name) }
d { 'a': name => 'b' }
d { 'b': }
