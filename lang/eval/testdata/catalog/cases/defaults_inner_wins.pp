Notify { message => 'outer' }
class a { Notify { message => 'inner' } notify { 'x': } }
include a
notify { 'y': }
notice(Notify[x][message], Notify[y][message])
