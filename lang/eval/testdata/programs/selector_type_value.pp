notice(Integer ? { Type[Integer] => 'tt', Integer => 'i', default => 'd' })
