define d() { notice("${title}|${name}") }
d { 'x': title => 'y' }
