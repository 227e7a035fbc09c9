notice(demo_join())
