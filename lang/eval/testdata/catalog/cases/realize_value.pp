@notify { 'v': }
$x = realize(Notify['v'])
notice($x =~ Undef)
