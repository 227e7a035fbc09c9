define d($title) { notice($title) }
d { 'x': }
