notify { 'x': noop => true } notice(Notify['x']['noop'])
