# A lambda's variable assigned on one branch cannot be assigned again.
[1].each |$i| {
  if $i == 1 { $x = 'one' }
  notice($x)
  $x = 'again'
}
