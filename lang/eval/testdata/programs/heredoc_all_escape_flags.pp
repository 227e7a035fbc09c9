$x = @("E"/tsrnu$L)
\t|\s|\r|\n|\u0041|\$|\\|\
end
|-E
notice($x)
