notice(URI.new({opaque => 'o', host => 'x'}))
