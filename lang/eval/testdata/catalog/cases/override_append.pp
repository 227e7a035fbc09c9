class p { notify{'a': message => 'p'} }
class c inherits p { Notify['a'] { message +> 'c' } }
include c
notice(Notify['a']['message'])
