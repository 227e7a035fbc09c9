notice(0.0)
notice(0.01e1)
notice(0.10e1)
notice(-0.0)
