Notify { message => 'd' }
Notify { message => 'e' }
