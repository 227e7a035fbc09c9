define d($m = 'dm') { notice("d ${title} ${m}") }
@d { 'a': }
d { 'b': }
D <| title == 'a' or title == 'b' |> { m => 'over' }
