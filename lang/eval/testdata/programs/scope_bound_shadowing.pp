# A lambda's own variables and parameters hide those of the scopes
# around it, whatever name a variable of an enclosing lambda has.
$x = 'top'
notice([1].map |$x| { [2].map |$y| { $x = "inner ${y}"; $x }[0] })
notice([1].map |$a| { [2].map |$x| { [3].map |$z| { "${x}-${a}-${z}" }[0] }[0] })
notice([1].map |$a| { $y = 'before'; [2].map |$b| { [$y, $a, $b, $x] }[0] })
notice([1].map |$a| { [2].map |$b| { $r = [$x, $a]; $x = 'late'; $r + [$x] }[0] })
