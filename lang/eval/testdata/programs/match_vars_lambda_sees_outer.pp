'a' =~ /(a)/
[1].each |$x| { notice("[$1]") }
