$top = 't'
function f() { "f sees ${top} and ${::top}" }
notice(f())
[1].each |$x| { $inner = 'lambda-local' notice("lambda sees ${top}") }
if true { $in_if = 'if does not create a scope' }
notice($in_if)
