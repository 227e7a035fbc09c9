define d() { notice("d ${title}") }
define e() { notice("e ${title}") @d { "from-${title}": } }
@e { 'x': }
E <| |>
D <| |>
