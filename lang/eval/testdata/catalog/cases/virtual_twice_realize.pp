@notify { 'v': }
realize(Notify['v'], Notify['v'])
realize([Notify['v']])
Notify <| title == 'v' |>
notice('ok')
