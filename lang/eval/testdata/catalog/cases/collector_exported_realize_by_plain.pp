define d() { notice("d ${title}") }
@@d { 'ex': }
D <| |>
