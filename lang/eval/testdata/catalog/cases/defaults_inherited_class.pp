class p { Notify { message => 'from p' } }
class c inherits p { notify { 'n': } notice(Notify['n']['message']) }
include c
