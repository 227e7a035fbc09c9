notice(URI.new({scheme => 'mailto', opaque => 'a@b', path => '/p'}))
