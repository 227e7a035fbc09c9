notice(Timespan(60) + Timespan(30), Timespan(60) - 30, Timespan(60) * 2, Timespan(60) / 2)
