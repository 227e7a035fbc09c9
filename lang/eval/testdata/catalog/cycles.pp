# Dependency cycles, between resources and through containers; Puppet's
# report of them is in cycles.puppet.txt.
define d() { notify { "in ${title}": before => Notify['top'] } }
d { 'x': require => Notify['top'] }
notify { 'top': }
class a { notify { 'ax': } }
class b { notify { 'bx': } }
class { 'a': require => Class['b'] }
class { 'b': require => Class['a'] }
notify { 'self': before => Notify['self'] }
notify { 'p': before => Notify['q'] }
notify { 'q': notify => Notify['p'] }
