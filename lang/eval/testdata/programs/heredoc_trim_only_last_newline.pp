$x = @(E)
a

|-E
notice("[${x}]")
