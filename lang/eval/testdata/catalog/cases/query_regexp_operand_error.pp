@notify { 'v': message => 'vm' }
Notify <| message == /v/ |>
