$top = 'top'
node default { $n = 'node' class { 'c': } }
class c { notice("${top} ${n} ${::top}") }
