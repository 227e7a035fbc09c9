notice(1)
class c(Integer[1, "x"] $p = 1) { }
