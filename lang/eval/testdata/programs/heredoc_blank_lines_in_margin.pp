$x = @(E)
    a

    b
    | E
notice($x)
