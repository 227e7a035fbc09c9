notice(URI.new({scheme => 'ftp', host => 'x', path => '/p'}))
