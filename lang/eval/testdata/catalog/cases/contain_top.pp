class a { notice('a') }
contain a
notice('main')
