notify { 'x': }
Notify['x'] -> Notify <| title == 'nothing' |>
notice('ok')
