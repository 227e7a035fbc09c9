$x = 'a'
notice("${$x ? { 'a' => 'yes', default => 'no' }}")
