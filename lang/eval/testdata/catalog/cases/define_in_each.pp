define d($i) { notice("d ${title} ${i}") }
[3, 1, 2].each |$i| { d { "n${i}": i => $i } }
notice('main')
