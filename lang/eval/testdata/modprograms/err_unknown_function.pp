notice(clock::nosuch(1))
