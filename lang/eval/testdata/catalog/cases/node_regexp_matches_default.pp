node /^d(ef)/ { notice($0) notice($1) notice($name) }
node /^zzz/ { notice('never') }
