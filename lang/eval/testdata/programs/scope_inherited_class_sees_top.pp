$t = 'T'
class base { }
class derived inherits base { notice($t) }
include derived
