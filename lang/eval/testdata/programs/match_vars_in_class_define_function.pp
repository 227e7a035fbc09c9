'a' =~ /(a)/
class c { notice("[$1]") 'b' =~ /(b)/ notice($1) }
include c
notice($1)
class base { 'q' =~ /(q)/ }
class derived inherits base { notice("[$1]") }
include derived
'z' =~ /(z)/
define d() { notice("d [$1]") }
d { 'x': }
function f() { "f [$1]" }
notice(f())
