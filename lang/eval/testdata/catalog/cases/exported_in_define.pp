define d() { @@notify { "exp ${title}": } notice("d ${title}") }
d { 'a': }
Notify <| title == 'exp a' |>
notice('main')
