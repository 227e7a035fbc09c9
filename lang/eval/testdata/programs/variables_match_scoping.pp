'abc' =~ /(b)/
[1].each |$x| { notice("lambda sees <$1>") }
[1].each |$x| { 'z' =~ /(z)/ }
notice("outer keeps <$1>")
function f() { "function sees <$1>" }
notice(f())
case 'q' { /(q)/: { notice("case <$1>") } }
notice("after case <$1>")
