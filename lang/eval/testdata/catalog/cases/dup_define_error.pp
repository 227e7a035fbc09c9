define d() { notify { 'same': } }
d { 'a': }
d { 'b': }
