class p($x = 'px') { notice("p ${x}") }
class c($y = 'cy') inherits p { notice("c ${x} ${y}") }
class { 'c': y => 'given' }
