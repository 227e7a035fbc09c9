define d($p = $title) { notice($p, $name) }
d { 'T': }
