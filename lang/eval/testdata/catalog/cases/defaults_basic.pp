File { mode => '0644' }
file { '/tmp/a': }
notice(File['/tmp/a'][mode])
