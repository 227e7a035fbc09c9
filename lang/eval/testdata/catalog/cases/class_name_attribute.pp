# A class declared with a name attribute has that name, in lower case, as
# $name; its title stays the class name.
class a { notice("${title}|${name}") }
class { 'a': name => 'X Y' }
class b::c { notice("${title}|${name}") }
class { 'b::c': name => 'Q::R' }
