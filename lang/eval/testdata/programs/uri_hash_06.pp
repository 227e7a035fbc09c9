notice(URI.new({scheme => 'HTTP', host => 'x'}))
