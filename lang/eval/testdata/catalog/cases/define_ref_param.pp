notify { 'b': }
define d(Type[Resource] $dep) { notice($dep, $dep =~ Type[Notify]) }
d { 'x': dep => Notify['b'] }
notify { 'c': message => Notify['b'] }
notice(Notify['c']['message'])
