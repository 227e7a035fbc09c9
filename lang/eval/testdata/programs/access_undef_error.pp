$x = undef
notice($x[1])
