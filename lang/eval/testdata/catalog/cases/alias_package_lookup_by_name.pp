package { 'a': name => 'n' }
notice(defined(Package['n']))
