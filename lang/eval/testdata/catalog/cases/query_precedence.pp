define d($a = 0, $b = 0) { notice("d ${title}") }
@d { 'one': a => 1 }
@d { 'two': b => 2, a => 2 }
@d { 'three': a => 3, b => 2 }
D <| a == 1 or b == 2 and a == 3 |>
