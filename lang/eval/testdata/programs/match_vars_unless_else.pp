unless 'a' =~ /(a)/ { notice('no') } else { notice("else $1") }
