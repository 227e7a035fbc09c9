$h = {message => 'a'}
notify{'x': * => $h, message => 'b'}
