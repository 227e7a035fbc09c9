node default { $n = 'node' }
notice($::n)
