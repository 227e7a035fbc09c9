notice(5 ? { 1 => a })
