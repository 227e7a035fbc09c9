define d($m = 'dm') { notice("d ${title} ${m}") }
D { m => 'from default' }
d { 'a': }
d { 'b': m => 'given' }
