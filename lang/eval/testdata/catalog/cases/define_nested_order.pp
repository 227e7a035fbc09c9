define inner() { notice("inner ${title}") }
define outer() { notice("outer ${title}") inner { "${title}-1": } inner { "${title}-2": } }
outer { 'x': }
outer { 'y': }
inner { 'z': }
notice('main')
