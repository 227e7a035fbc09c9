notify { 'n': message => 'orig' }
class k { Notify <| title == 'n' |> { message => 'from k' } }
include k
define d() { notice(Notify['n']['message']) }
d { 'x': }
