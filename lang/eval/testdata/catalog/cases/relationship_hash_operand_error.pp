notify { 'a': }
Notify['a'] -> { 'k' => 1 }
