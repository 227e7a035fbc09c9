define d($v) { notice("d ${title}") }
@d { 'a': v => Notify['n'] }
@d { 'b': v => [Notify['n']] }
@d { 'c': v => 'Notify[n]' }
D <| v == Notify['n'] |>
notice('main')
