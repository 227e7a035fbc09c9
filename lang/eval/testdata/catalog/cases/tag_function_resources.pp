define d() { notice("d ${title}") }
class k { tag 'special' @d { 'a': } }
include k
D <| tag == 'special' |>
