class k($p = 1) { notice("k ${p}") }
create_resources('class', { 'k' => { 'p' => 5 } })
