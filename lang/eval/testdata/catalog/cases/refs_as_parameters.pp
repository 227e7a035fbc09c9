define d($x, $y = [Notify['b'], Class['c']]) { notice($x, $y, "${x}", $x =~ Type[Notify], type($x)) }
class c($x, $y = Stage['main']) { notice($x, $y) }
notify { 'b': }
d { 'q': x => Notify['b'] }
class { 'c': x => [File['/a'], Notify, { Notify['b'] => 1 }] }
notify { 'n': message => Notify['b'], loglevel => Class['c'] }
notice(Notify['n']['message'], type(Notify['n']['message']), Notify['n']['loglevel'])
notice(Notify['n']['message'] =~ String, Notify['n']['message'] == 'Notify[b]')
