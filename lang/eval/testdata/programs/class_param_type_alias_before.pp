type Port = Integer
class c(Port $p = 80) { notice($p) }
include c
