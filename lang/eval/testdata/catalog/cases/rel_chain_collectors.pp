define d() { notice("d ${title}") }
@d { 'one': }
notify { 'n': }
Notify['n'] -> D <| title == 'one' |> -> Notify['m']
notify { 'm': }
notice('main')
