notice(URI.new({path => 'p', query => 'q', fragment => 'f'}))
