notify { 'n': foo => 1 }
