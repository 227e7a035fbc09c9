notice(1 and 'a', undef or 'x', '' and true)
