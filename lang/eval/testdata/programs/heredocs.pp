$x = 'X'
notice(@(EOT))
  plain ${x}
  EOT
notice(@("EOT"))
  interp ${x}
  | EOT
notice(@("EOT"/tn))
  a\tb\nc
  |- EOT
notice(@(A), @(B))
a
|-A
b
|-B
