notify { 'a': }
notify { 'b': }
Notify['a', 'b'] { message => 'both' }
notice(Notify['b']['message'])
