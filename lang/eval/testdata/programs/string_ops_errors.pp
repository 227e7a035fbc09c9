notice('a' - 'b')
