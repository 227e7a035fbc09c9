[].each |$x| >> Integer[$nope] { 1 }
notice('not reached')
