define d() { notice($local) }
class c { $local = 'c' d { 'x': } }
include c
