type T = Integer type T = String notice(T)
