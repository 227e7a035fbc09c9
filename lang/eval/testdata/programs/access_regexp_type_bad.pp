notice(Regexp["a+"])
notice(Regexp["("])
