$x = @(END)
    four
  two
  x
  | END
notice($x)
