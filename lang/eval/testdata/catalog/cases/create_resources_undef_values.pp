define d($m = 'default m') { notice("d ${m}") }
create_resources('d', { 'x' => { 'm' => undef } })
