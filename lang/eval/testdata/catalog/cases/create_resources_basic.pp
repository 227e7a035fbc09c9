define d($m = 'dm') { notice("d ${title} ${m}") }
create_resources('d', { 'a' => { 'm' => 'am' }, 'b' => {} }, { 'm' => 'def' })
create_resources('@notify', { 'v' => {} })
notice(defined(Notify['v']))
