notify { 'x': require => 'garbage' }
