$h = {message => 'hm', withpath => true}
notify{'x': * => $h}
notice(Notify[x][message], Notify[x][withpath])
