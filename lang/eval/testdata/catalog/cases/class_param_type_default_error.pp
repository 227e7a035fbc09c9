class c(Integer $x = 'no') { }
include c
