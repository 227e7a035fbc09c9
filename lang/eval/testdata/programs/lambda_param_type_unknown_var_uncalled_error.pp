[].each |Integer[$nope] $x| { notice($x) }
notice('not reached')
