# Only a hash on the left merges; other left sides keep their own rules.
notice([1, 2] + {a => 1})
$h = {a => 1}
notice([$h] + {b => 2}, $h)
