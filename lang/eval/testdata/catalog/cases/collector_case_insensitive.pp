define d($m) { notice("d ${title}") }
@d { 'a': m => 'ABC' }
D <| m == 'abc' |>
