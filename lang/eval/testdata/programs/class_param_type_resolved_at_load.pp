class c(Port $p = 80) { notice($p) }
type Port = Integer
include c
