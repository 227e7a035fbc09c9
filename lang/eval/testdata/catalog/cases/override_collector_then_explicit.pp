@notify { 'a': }
Notify <| title == 'a' |> { message => 'from collector' }
Notify['a'] { message => 'explicit' }
notice('ok')
