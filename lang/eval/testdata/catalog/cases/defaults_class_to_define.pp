define d() { notify { "in ${title}": } }
class c { Notify { message => 'from c' } d { 'x': } }
include c
class later { notice(Notify['in x']['message']) }
d { 'y': }
