define d(Integer $p = 1) {}
@d { 'x': p => 'str' }
notice('declared')
