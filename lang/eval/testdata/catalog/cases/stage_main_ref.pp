notice(defined(Stage['main']), defined(Class['main']), defined(Class['settings']))
