notice(URI.new({host => 'x', path => 'p'}))
