cron { 'x': command => 'a' }
