unless 'abc' !~ /(b)/ { notice("u $1") }
