@notify { 'v': }
notify { 'n': before => Notify['v'] }
notice('ok')
