# Hashes with the same entries in different orders are the same hash key,
# the same element for unique and the same operand for -.
$a = {a => 1, b => 2}
$b = {b => 2, a => 1}
notice(unique([$a, $b]))
notice([$a] - [$b])
notice({$a => 1}[$b])
notice({$a => 1, $b => 2})
notice({$a => 1} - [$b])
notice({$a => 1} == {$b => 1})
notice([[1, {a => 1, b => [2, {x => 1, y => 2}]}]] - [[1, {b => [2, {y => 2, x => 1}], a => 1}]])
notice(unique([1, 1.0, '1']))
notice(unique([{1 => 2}, {1.0 => 2}]))
notice(unique([[$a], [$b], [{a => 1, b => 3}]]))
