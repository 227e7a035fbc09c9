define d($flag = false) { notice("d ${title}") }
@d { 'a': flag => true }
@d { 'b': }
D <| flag == true |>
