$x = @(END/u)
a\u00e9b
|- END
notice($x)
