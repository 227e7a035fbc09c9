define d($m = []) { notice("d ${title}") }
@d { 'a': m => ['x', 'y'] }
@d { 'b': m => ['z'] }
D <| m == 'y' |>
