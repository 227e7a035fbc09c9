notify{ default: message => 'dm'; 'x': ; 'y': message => 'ym' }
notice(Notify[x][message], Notify[y][message])
