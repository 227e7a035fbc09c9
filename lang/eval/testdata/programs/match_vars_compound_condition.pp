if 'abc' =~ /(a)/ and 'xyz' =~ /(y)/ { notice($1) }
