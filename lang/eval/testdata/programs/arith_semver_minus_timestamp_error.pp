notice(SemVer('1.2.3') - Timestamp('2020-01-01T00:00:00Z'))
