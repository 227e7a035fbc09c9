notice({a => 1, 'b' => 2, 3 => [4], [1] => {x => y}, undef => u, default => d, 1.5 => f, true => t})
$h = {a => 1, a => 2}
notice($h)
