define d($name = 'x') { notice($name) }
