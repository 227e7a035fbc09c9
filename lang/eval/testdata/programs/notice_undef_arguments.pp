notice(undef, 1, undef)
