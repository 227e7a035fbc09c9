define d() { notice("d ${title}") }
@d { 'a': }
d { 'b': }
D <| title == 'a' |>
d { 'c': }
