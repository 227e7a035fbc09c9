notify { 'a': message => Notify['x'] }
notice(Notify > Notify['a']['message'])
notice(Notify['a']['message'] < Notify)
