class a { notice("${title}|${name}") }
class { 'a': title => 'x' }
