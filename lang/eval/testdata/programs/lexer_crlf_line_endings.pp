$x = 1
notice($x)
$h = @(E)
  line1
  line2
  | E
notice($h)
notice("a
b")
# comment
notice(2)
