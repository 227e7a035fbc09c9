notice(Timespan(10) << 1)
