notify { 'x': message => 'm' }
notice(Notify['x'][undef] =~ Undef)
