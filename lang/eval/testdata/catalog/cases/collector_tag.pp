define d() { notice("d ${title}") }
@d { 'a': tag => 'x' }
@d { 'b': tag => ['y', 'z'] }
@d { 'c': }
D <| tag == 'z' |>
