notice(Timespan(10) + SemVer('1.2.3'))
