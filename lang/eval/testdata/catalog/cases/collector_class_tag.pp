define d() { notice("d ${title}") }
class k { @d { 'a': } }
include k
D <| tag == 'k' |>
