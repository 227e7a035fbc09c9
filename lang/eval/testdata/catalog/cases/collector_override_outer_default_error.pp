define e() { Notify <| |> { loglevel => info } }
class p0 { Notify { message => 'def-p0' } e { 't2': } }
include p0
notify { 'nt3': message => 'nm' }
notice('main')
