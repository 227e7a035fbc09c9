notice(URI.new({userinfo => 'u', host => 'x', port => 81, path => 'p'}))
