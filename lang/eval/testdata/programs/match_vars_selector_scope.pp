$v = 'abc' ? { /(c)/ => $1, default => 'none' }
notice($v)
notice("[$1]")
