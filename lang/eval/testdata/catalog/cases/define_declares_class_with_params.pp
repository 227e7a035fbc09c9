class k($p) { notice("k ${p}") }
define d() { class { 'k': p => $title } }
d { 'a': }
notice('main')
