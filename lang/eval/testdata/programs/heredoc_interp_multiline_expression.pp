$a = [1, 2]
$x = @("E")
  ${ $a.map |$v| {
    $v * 2
  }.join(',') }
  |-E
notice($x)
