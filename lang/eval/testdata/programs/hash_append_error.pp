notice({} << 1)
