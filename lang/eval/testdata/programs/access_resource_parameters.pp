file { '/tmp/x': ensure => file, mode => '0644' }
notice(File['/tmp/x'][ensure, mode])
