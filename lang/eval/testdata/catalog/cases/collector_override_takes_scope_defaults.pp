define d($p = 'own', $q = 'oq') { notice("d ${title} ${p} ${q}") }
class c { D { p => 'c-def' } D <| title != 'z' |> { q => 'coll' } }
class b { d { 'x': } }
d { 'y': p => 'given' }
D { p => 'top' }
include b, c
define e() { D { p => "from-${title}" } D <| title == 'w' |> { tag => 'n' } }
e { 'e1': }
@d { 'w': }
