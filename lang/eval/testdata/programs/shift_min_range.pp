notice(-1 << 64)
