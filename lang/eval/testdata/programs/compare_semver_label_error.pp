notice(SemVer('1.0.0') < 1)
