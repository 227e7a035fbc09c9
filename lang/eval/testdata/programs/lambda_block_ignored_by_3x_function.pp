tag('a') |Integer[$nope] $x| { 1 }
notice('after')
