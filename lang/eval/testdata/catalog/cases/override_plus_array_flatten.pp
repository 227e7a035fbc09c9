class p { notify { 'a': tag => ['x', ['y']] } }
class c inherits p { Notify['a'] { tag +> ['z', ['w']] } }
include c
notice(Notify['a']['tag'])
