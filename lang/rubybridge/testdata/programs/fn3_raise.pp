notice(demo_join(''))
