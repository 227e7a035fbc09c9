case '1.2.3' { SemVer('1.2.3'): { notice('string matches version option') } default: { notice('d') } }
notice('1.2.3' ? { SemVer('1.2.3') => 'sm', default => 'sd' })
notice('1.2' ? { SemVer('1.2.0') => 'sm', default => 'not a version' })
notice(SemVer('1.2.3') ? { SemVer('1.2.3') => 'version', default => 'sd' })
notice(['1.0.0'] ? { [SemVer('1.0.0')] => 'in array', default => 'sd' })
