notice(1 + 2 * 3, (1 + 2) * 3, 10 - 2 - 3, 2 * 3 % 4, -2 * 3, !true == false)
notice(1 + 2 == 3, 1 < 2 and 2 < 3, true or false and false, 5 in [5] and true)
$a = $b = 4
notice($a, $b)
