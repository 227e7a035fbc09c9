class { 'clock': port => 0 }
