$x = @(E)
      deep
    shallow
    |-E
notice($x)
