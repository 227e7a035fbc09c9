# The default of a class or define parameter named tag tags the resource.
class c($tag = 'q') { notice(tagged('q')) }
include c
define d($tag = ['r', 's']) { notice(tagged('s')) }
d { 'x': }
