define d($m = 'dm') { notice("d ${title} ${m}") }
d { 'a': }
define e() { D <| title == 'a' |> { m => 'over' } }
e { 'z': }
