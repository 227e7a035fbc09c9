notify { 'a': }
notify { 'b': require => 'NOTIFY[a]' }
