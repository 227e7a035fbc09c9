notice('abc' =~ /(b)/, $1)
