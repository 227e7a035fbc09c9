define d($require = undef) { notice('d') }
d { 'x': }
