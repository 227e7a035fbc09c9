@@notify { 'e': message => 'exported' }
Notify <| |>
notice(Notify['e']['message'])
