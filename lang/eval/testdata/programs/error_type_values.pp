notice(Error('m').message)
notice(Error('m', 'kind', {x => 1}, 'CODE'))
notice(Error('m').kind =~ Undef)
notice(Error('m') =~ Error)
