notice(String(/a\/b/, "%s"))
notice(/a\/b/ == Regexp("a/b"))
notice(/a\/b/)
notice("x/y" =~ /x\/y/)
