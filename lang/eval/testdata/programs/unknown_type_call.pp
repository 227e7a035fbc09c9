notice(Nosuch(1))
