type Clock::Port = Integer[1, 65535]
