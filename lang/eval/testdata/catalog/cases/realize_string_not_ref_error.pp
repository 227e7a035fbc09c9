realize('x')
