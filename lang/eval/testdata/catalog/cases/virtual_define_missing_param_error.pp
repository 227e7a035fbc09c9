define d($req) {}
@@d { 'x': }
notice('declared')
