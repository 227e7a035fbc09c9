@notify { 'a': message => 'orig' }
notify { 'b': message => 'orig' }
Notify <| |> { message => 'collected' }
notice(Notify['a']['message'])
