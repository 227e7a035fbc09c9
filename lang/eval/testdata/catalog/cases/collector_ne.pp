define d($m = 1) { notice("d ${title}") }
@d { 'a': m => 1 }
@d { 'b': m => 2 }
@d { 'c': }
D <| m != 1 |>
