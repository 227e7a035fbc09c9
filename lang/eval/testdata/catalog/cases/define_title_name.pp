define d($x = $title) { notice("${title} ${name} ${x}") }
d { 'a': }
d { 'b': name => 'bn' }
