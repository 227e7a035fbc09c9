@notify { 'a': }
realize('NOTIFY[a]')
