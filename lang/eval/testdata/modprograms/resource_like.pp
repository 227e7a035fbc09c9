class { 'clock': server => 'time.example.org', port => 1234 }
