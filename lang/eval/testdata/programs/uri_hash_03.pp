notice(URI.new({scheme => 'http', host => 'x', path => 'p'}))
