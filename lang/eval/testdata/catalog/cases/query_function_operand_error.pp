@notify { 'v': }
Notify <| title == upcase('v') |>
