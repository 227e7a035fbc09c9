function f() >> Integer { return("x") }
notice(f())
function g($x) >> Integer { if $x { return("s") } "t" }
notice(g(true))
notice(g(false))
