class x { notice('x') }
notify { 'n': require => Class['x::y'] }
notice('ok')
