file{'/tmp/x/': }
notice(defined(File['/tmp/x']), defined(File['/tmp/x/']))
