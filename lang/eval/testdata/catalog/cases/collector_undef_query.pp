define d($m = undef) { notice("d ${title}") }
@d { 'a': m => 'yes' }
@d { 'b': }
D <| m == undef |>
