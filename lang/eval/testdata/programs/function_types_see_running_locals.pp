$lo = 1
class c { $lo = 10 notice(g()) }
function g() { $lo = 2; f(5) }
function f(Integer[$lo] $x) { $x }
include c
function h(Integer[$hi] $x) { $x }
[1].each |$hi| { notice(h(5)) }
notice(h(7))
