notice(1 ? { 1 => one, default => other }, 'x' ? { /(x)/ => "re $1", default => no })
notice(5 ? { Integer[1, 3] => small, Integer => int })
notice(3 ? { *[1, 2, 3] => splat })
notice('q' ? { 'a' => 1, default => 'dflt' })
