$x = 1
type Runtime[ruby, 'x'] = Integer
notice(1)
