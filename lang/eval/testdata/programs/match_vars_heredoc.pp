'abc' =~ /(b)(c)/
$x = @("E")
  $1 and ${2}
  |-E
notice($x)
