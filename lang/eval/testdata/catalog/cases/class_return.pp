class a { notice('a') if true { return() } notice('not') }
include a
notice('main')
