notice(1 << 63)
