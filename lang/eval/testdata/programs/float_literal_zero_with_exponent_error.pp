notice(0.5e1)
notice(0.0e1)
