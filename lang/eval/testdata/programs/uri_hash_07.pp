notice(URI.new({path => 'a:b'}))
