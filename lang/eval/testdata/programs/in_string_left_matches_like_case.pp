notice('a' in [String], 'abc' in [/(b)/], $1, 'x' in [default])
notice('1.0.0' in [SemVerRange('>=1.0.0')], '1.0.0' in [SemVer('1.0.0')], 'a' in {String => 1})
notice('a' in [Enum[a]], 'b' in [Pattern[/b/]], 1 in [Integer], 'a' in [[String]])
notice(SemVer('1.0.0') in ['1.0.0'], SemVer('1.0.0') in [SemVer], 'A' in ['a'])
