define d() { notice("d ${title}") }
@d { 'x': }
@d { 'y': name => 'z' }
D <| name == 'z' |>
