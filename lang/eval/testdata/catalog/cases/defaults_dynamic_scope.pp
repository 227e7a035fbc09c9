class a { Notify { message => 'from a' } include b d { 'x': } }
class b { notify { 'in b': } }
define d() { notify { "in d ${title}": } }
include a
notice(Notify['in b']['message'], Notify['in d x']['message'])
