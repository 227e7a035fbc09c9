notice(demo::fail_with('it broke'))
