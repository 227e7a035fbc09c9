# File's title patterns refuse an empty title: sprintf cannot make the resource.
notice(sprintf('%s', [File]))
