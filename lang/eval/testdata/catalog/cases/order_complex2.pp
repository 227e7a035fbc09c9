define a() { notice("a ${title}") b { "${title}.b": } }
define b() { notice("b ${title}") c { "${title}.c": } }
define c() { notice("c ${title}") }
a { 'x': }
c { 'y': }
b { 'z': }
class k { notice('k') a { 'from k': } }
include k
