$h = {a => 1}
notice('a' ? { *$h => 'in', default => 'out' })
