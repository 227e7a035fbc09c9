notice(if true { a } else { b }, if false { a }, if false { a } elsif true { c } else { d }, unless false { u } else { v }, unless true { u })
$x = if 'abc' =~ /(b)/ { "got $1" } else { 'no' }
notice($x, "after: <$1>")
if '' { notice('empty string is true') }
if 0 { notice('zero is true') }
