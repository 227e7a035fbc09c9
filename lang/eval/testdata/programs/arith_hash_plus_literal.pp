# A hash plus a hash literal: existing keys keep their place and take the
# new value, new keys follow in order, a key given twice takes its last
# value, and the left hash is unchanged.
$h = {a => 1, b => 2, c => 3}
notice($h + {b => 20})
notice($h + {z => 26, a => 10})
notice($h + {d => 4, d => 5, b => 6, b => 7})
notice($h + {1 => one, [x] => arr, undef => u, default => d})
notice($h + {})
notice({} + {q => 1, q => 2})
notice($h)
$big = Hash(Integer[1, 20].map |$i| { ["k${i}", $i] })
$more = $big + {k5 => five, k21 => 21, k3 => three, k22 => 22, k21 => 'twenty-one'}
notice($more.keys.join(','), $more['k5'], $more['k21'], $more.length, $big.length, $big['k5'])
$also = $big + {k5 => other}
notice($more['k5'], $also['k5'], $also.length)
