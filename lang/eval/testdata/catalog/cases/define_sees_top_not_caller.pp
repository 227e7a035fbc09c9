$top = 'top'
define d() { notice($top) }
class c { $local = 'c' d { 'x': } }
include c
