@notify { 'a': }
notice(Notify <| |>)
notice(type(Notify <| |>))
