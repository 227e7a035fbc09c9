class p($x = 'px') { }
class c inherits p { }
include c
class { 'p': x => 1 }
