# The left side is evaluated first, then the literal's keys and values in
# order; an error in the literal stops the merge.
$h = {a => 1}
notice(($h + {b => notice('value'), notice('key') => 2, a => notice('again')}).keys)
$x = $h + {c => $missing}
