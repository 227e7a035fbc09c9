define d() { notice("d ${title}") }
@d { 'x': }
D['x'] { tag => 'added' }
D <| tag == 'added' |>
