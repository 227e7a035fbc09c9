notify { 'a': tag => { 'k' => 'v' } }
notify { 'b': tag => Notify['a'] }
notice(Notify['a']['tag'])
Notify <| tag == 'k' |> { message => 'tagged by hash' }
notice('ok')
