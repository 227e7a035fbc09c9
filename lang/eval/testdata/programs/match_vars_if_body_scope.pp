if true { 'abc' =~ /(c)/ notice($1) }
notice("[$1]")
