function p($v) { notice("p${v}") $v }
notice(2 ? { p(1) => 'one', p(2) => 'two', p(3) => 'three' })
